CREATE TABLE "product_media_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"master_key" text NOT NULL,
	"master_version" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_media_jobs_progress" CHECK ("product_media_jobs"."progress" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "master_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "master_version" text;--> statement-breakpoint
ALTER TABLE "product_media_jobs" ADD CONSTRAINT "product_media_jobs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_media_jobs_product_idx" ON "product_media_jobs" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_limits_positive" CHECK (coalesce("discounts"."usage_limit", 1) >= 1 and coalesce("discounts"."per_customer_limit", 1) >= 1);