-- Catalogue notifications name what changed, so every API instance refreshes those products
-- alone instead of rebuilding the whole catalogue (docs/decisions/008-catalogue-changes.md).
-- Payloads: 'products:<ids>' (a product row was inserted, updated or deleted), 'reviews:<ids>'
-- (reviews of these products changed), or 'bulk' (labels, a TRUNCATE, or more ids than one
-- notification may carry: the instance rebuilds in the background).
CREATE OR REPLACE FUNCTION notify_catalog_ids(kind text, ids int[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- A payload must stay under 8,000 bytes: 500 ids of up to 9 digits fit.
  IF cardinality(ids) > 500 THEN
    PERFORM pg_notify('marquee_catalog_changed', 'bulk');
  ELSE
    PERFORM pg_notify('marquee_catalog_changed', kind || ':' || array_to_string(ids, ','));
  END IF;
END
$$;
--> statement-breakpoint
-- Transition tables allow one event per trigger, so each event has its own trigger below.
CREATE OR REPLACE FUNCTION notify_products_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT id ORDER BY id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT id ORDER BY id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT id ORDER BY id) INTO ids
    FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS changed;
  END IF;
  PERFORM notify_catalog_ids('products', ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_reviews_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id ORDER BY product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id ORDER BY product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id ORDER BY product_id) INTO ids
    FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) AS changed;
  END IF;
  PERFORM notify_catalog_ids('reviews', ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Categories, brands and truncates change what many products show: rebuild everything.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marquee_catalog_changed', 'bulk');
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_changed ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_changed ON reviews;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_reviews_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
