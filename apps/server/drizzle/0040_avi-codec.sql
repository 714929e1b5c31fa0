DROP INDEX "renditions_spec_idx";--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "codec" text DEFAULT 'mjpeg' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "codec" text DEFAULT 'mjpeg' NOT NULL;--> statement-breakpoint
ALTER TABLE "renditions" ADD COLUMN "codec" text DEFAULT 'mjpeg' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "renditions_spec_idx" ON "renditions" USING btree ("product_id","source_version","format","width","height","fit","depth","fps","codec","personalization_key");