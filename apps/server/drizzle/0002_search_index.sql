-- IF [NOT] EXISTS: development databases that ran a draft of this migration upgrade cleanly.
CREATE TABLE IF NOT EXISTS "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "rank_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "title_key" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(title), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "search_words_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);
