ALTER TABLE "products" ADD COLUMN "clip_duration_ms" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "clip_fps" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "clip_width" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "clip_height" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "clip_seamless_loop" boolean;