CREATE TABLE "credit_spends" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"download_pack_id" integer,
	"customizations" integer NOT NULL,
	"customization_pack_id" integer,
	"period_end" timestamp with time zone,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"credit_pack_id" text NOT NULL,
	"checkout_session_id" uuid NOT NULL,
	"downloads_left" integer NOT NULL,
	"customizations_left" integer NOT NULL,
	"bought_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pack_credits_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "pack_credits_not_negative" CHECK ("pack_credits"."downloads_left" >= 0 and "pack_credits"."customizations_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_download_pack_id_pack_credits_id_fk" FOREIGN KEY ("download_pack_id") REFERENCES "public"."pack_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_spends" ADD CONSTRAINT "credit_spends_customization_pack_id_pack_credits_id_fk" FOREIGN KEY ("customization_pack_id") REFERENCES "public"."pack_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_credit_pack_id_credit_packs_id_fk" FOREIGN KEY ("credit_pack_id") REFERENCES "public"."credit_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_credits" ADD CONSTRAINT "pack_credits_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_credits_user_idx" ON "pack_credits" USING btree ("user_id","expires_at");