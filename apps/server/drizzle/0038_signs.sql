CREATE TABLE "signs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"depth" text NOT NULL,
	"format" text NOT NULL,
	"fps" integer,
	"codec" text NOT NULL,
	"preset" text,
	"max_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signs_size" CHECK ("signs"."width" > 0 and "signs"."height" > 0),
	CONSTRAINT "signs_fps" CHECK ("signs"."fps" is null or "signs"."fps" > 0)
);
--> statement-breakpoint
ALTER TABLE "signs" ADD CONSTRAINT "signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signs_user_idx" ON "signs" USING btree ("user_id","created_at");