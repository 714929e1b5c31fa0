ALTER TABLE "search_words" ADD COLUMN "products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The words of published products, counted: a write adds the words of the rows it leaves
-- published and takes away those of the rows it found published (issue 15: the typo
-- vocabulary holds what the shop shows). Words go in sorted so concurrent writers lock
-- shared words in the same order. An unpublished clip's words are kept at zero.
CREATE OR REPLACE FUNCTION products_count_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words AS s (word, products)
    SELECT w, (count(*) FILTER (WHERE r.published))::int
    FROM new_rows AS r, LATERAL marquee_words(marquee_product_text(r)) AS w
    GROUP BY w ORDER BY w
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_words AS s (word, products)
    SELECT c.w, sum(c.d)::int FROM (
      SELECT w, CASE WHEN r.published THEN 1 ELSE 0 END AS d
      FROM new_rows AS r, LATERAL marquee_words(marquee_product_text(r)) AS w
      UNION ALL
      SELECT w, CASE WHEN r.published THEN -1 ELSE 0 END
      FROM old_rows AS r, LATERAL marquee_words(marquee_product_text(r)) AS w
    ) AS c
    GROUP BY c.w ORDER BY c.w
    ON CONFLICT (word) DO UPDATE SET products = s.products + excluded.products;
  ELSE
    UPDATE search_words AS s SET products = s.products - c.n
    FROM (
      SELECT w, count(*)::int AS n
      FROM old_rows AS r, LATERAL marquee_words(marquee_product_text(r)) AS w
      WHERE r.published GROUP BY w
    ) AS c
    WHERE s.word = c.w;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_words_insert ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_words_update ON products;
--> statement-breakpoint
DROP FUNCTION IF EXISTS products_collect_words();
--> statement-breakpoint
CREATE TRIGGER products_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count_words();
--> statement-breakpoint
CREATE TRIGGER products_words_update AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION products_count_words();
--> statement-breakpoint
CREATE TRIGGER products_words_delete AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_count_words();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_search_words() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  INSERT INTO search_words (word, products)
  SELECT c.w, sum(c.n)::int FROM (
    SELECT w, CASE WHEN p.published THEN 1 ELSE 0 END AS n
    FROM products AS p, LATERAL marquee_words(marquee_product_text(p)) AS w
    UNION ALL SELECT marquee_words(title), 0 FROM categories
    UNION ALL SELECT marquee_words(name), 0 FROM brands
  ) AS c
  GROUP BY c.w;
END
$$;
--> statement-breakpoint
SELECT refresh_search_words();
