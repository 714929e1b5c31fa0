-- Search upkeep lives in the database so every writer (seed, synthetic generator, a future
-- admin) keeps the index right without remembering to. Runs on PostgreSQL 15 and 18 (PGlite).

-- Decompressing every matched document to rank it dominated search time on PGlite.
ALTER TABLE products ALTER COLUMN search_vector SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The words of a text as the typo corrector sees them; the server splits queries the same way.
CREATE OR REPLACE FUNCTION marquee_words(doc text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(coalesce(doc, '')), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION marquee_product_text(p products) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', p.title, p.sm_desc, p.details_text, p.details_text_2,
    (SELECT string_agg(item, ' ') FROM jsonb_array_elements_text(p.details_list) AS item))
$$;
--> statement-breakpoint
-- Weighted document: A title, B category, parent category and brand, C short description, D
-- details. Details are stripped of positions (they rank as D without them), so the document
-- stays small enough to live uncompressed in the row. rank_vector is the A-C part alone:
-- ranking reads a few dozen lexemes per match instead of a few hundred, and a match found
-- only in the details ranks below every match in a named field, ties by id.
CREATE OR REPLACE FUNCTION products_search_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  labels text;
BEGIN
  SELECT concat_ws(' ', c.title, parent.title, b.name) INTO labels
  FROM categories c
  LEFT JOIN categories parent ON parent.id = c.parent_id
  CROSS JOIN brands b
  WHERE c.id = NEW.category_id AND b.id = NEW.brand_id;
  NEW.rank_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(labels, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.sm_desc, '')), 'C');
  NEW.search_vector := NEW.rank_vector ||
    strip(
      to_tsvector('english', concat_ws(' ', NEW.details_text, NEW.details_text_2)) ||
        jsonb_to_tsvector('english', NEW.details_list, '["string"]'));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_doc
BEFORE INSERT OR UPDATE OF title, sm_desc, details_text, details_list, details_text_2,
  category_id, brand_id, search_vector
ON products FOR EACH ROW EXECUTE FUNCTION products_search_doc();
--> statement-breakpoint
-- Statement-level with a transition table: one set-based insert per bulk insert, not one per row.
CREATE OR REPLACE FUNCTION products_collect_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows AS r, LATERAL marquee_words(marquee_product_text(r)) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_collect_words();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_words_update AFTER UPDATE ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_collect_words();
--> statement-breakpoint
-- TG_ARGV[0] names the label column: categories.title or brands.name.
CREATE OR REPLACE FUNCTION labels_collect_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT marquee_words(to_jsonb(NEW) ->> TG_ARGV[0])
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_words AFTER INSERT OR UPDATE OF title ON categories
FOR EACH ROW EXECUTE FUNCTION labels_collect_words('title');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_words AFTER INSERT OR UPDATE OF name ON brands
FOR EACH ROW EXECUTE FUNCTION labels_collect_words('name');
--> statement-breakpoint
-- A renamed category or brand changes the documents of its products: rebuild them.
CREATE OR REPLACE FUNCTION labels_refresh_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET search_vector = NULL WHERE brand_id = NEW.id;
  ELSE
    UPDATE products SET search_vector = NULL
    WHERE category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_refresh_products AFTER UPDATE OF title ON categories
FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title)
EXECUTE FUNCTION labels_refresh_products();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_refresh_products AFTER UPDATE OF name ON brands
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION labels_refresh_products();
--> statement-breakpoint
-- Inserts only add words; after deletes or big edits this drops the ones no longer used.
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word)
  SELECT marquee_words(marquee_product_text(p)) FROM products AS p
  UNION SELECT marquee_words(title) FROM categories
  UNION SELECT marquee_words(name) FROM brands
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Every catalogue write tells the API instances to drop their cached responses.
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marquee_catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER brands_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
-- Databases seeded before this migration: build their documents and vocabulary now.
UPDATE products SET search_vector = NULL;
--> statement-breakpoint
SELECT refresh_search_words();
