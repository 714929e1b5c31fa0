CREATE TABLE "discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"user_email" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_code" text NOT NULL,
	"percentage" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"usage_limit" integer,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_discount_code_unique" UNIQUE("discount_code"),
	CONSTRAINT "discounts_percentage_range" CHECK ("discounts"."percentage" between 0 and 100),
	CONSTRAINT "discounts_code_upper" CHECK ("discounts"."discount_code" = upper("discounts"."discount_code")),
	CONSTRAINT "discounts_uses_within_limit" CHECK ("discounts"."usage_limit" is null or "discounts"."uses_count" <= "discounts"."usage_limit")
);
--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_email_idx" ON "discount_uses" USING btree ("user_email");