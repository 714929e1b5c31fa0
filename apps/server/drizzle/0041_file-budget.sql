DROP INDEX "renditions_spec_idx";--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "max_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "renditions" ADD COLUMN "max_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "renditions_spec_idx" ON "renditions" USING btree ("product_id","source_version","format","width","height","fit","depth","fps","codec","max_bytes","personalization_key");