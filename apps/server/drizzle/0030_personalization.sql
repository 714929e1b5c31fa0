CREATE TABLE "personalization_templates" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"source_version" text NOT NULL,
	"template" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "renditions_spec_idx";--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "personalization" jsonb;--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "personalization_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "renditions" ADD COLUMN "personalization" jsonb;--> statement-breakpoint
ALTER TABLE "renditions" ADD COLUMN "personalization_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "personalization_templates" ADD CONSTRAINT "personalization_templates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "renditions_spec_idx" ON "renditions" USING btree ("product_id","source_version","format","width","height","fit","depth","personalization_key");