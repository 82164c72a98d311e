-- Catalogue search (issue 4): pg_trgm for the spellcheck dictionary, unaccent for accent-insensitive words.
-- PGlite loads both extensions from @electric-sql/pglite/contrib (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL,
	"ndoc" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_cents","id");--> statement-breakpoint
-- Immutable wrappers (the dictionary is named, so the result depends on the argument only).
CREATE OR REPLACE FUNCTION mercato_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- The slug of a brand or tag, as used in filter ids ('Latteria Alpina' -> 'latteria-alpina').
CREATE OR REPLACE FUNCTION mercato_slug(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT trim(both '-' from regexp_replace(lower(mercato_unaccent($1)), '[^a-z0-9]+', '-', 'g')) $$;--> statement-breakpoint
-- Full-text document of a product: description A, brand B, name of its category C.
CREATE OR REPLACE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('italian', mercato_unaccent(coalesce(NEW.description, ''))), 'A') ||
    setweight(to_tsvector('italian', mercato_unaccent(coalesce(NEW.brand, ''))), 'B') ||
    setweight(to_tsvector('italian', mercato_unaccent(coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), ''))), 'C');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_vector_trg BEFORE INSERT OR UPDATE OF description, brand, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_vector();--> statement-breakpoint
-- Spellcheck dictionary: the words of new or changed products and categories ('simple' configuration:
-- whole words, not stems, so that a suggestion is a word a shopper can read).
CREATE OR REPLACE FUNCTION search_words_add(doc text, n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, ndoc)
  SELECT w, n FROM unnest(tsvector_to_array(to_tsvector('simple', mercato_unaccent(doc)))) AS w
  WHERE length(w) BETWEEN 3 AND 64 AND w ~ '^[a-z]+$'
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, ndoc)
  SELECT w, count(*) FROM new_rows,
    LATERAL unnest(tsvector_to_array(to_tsvector('simple', mercato_unaccent(new_rows.description || ' ' || new_rows.brand)))) AS w
  WHERE length(w) BETWEEN 3 AND 64 AND w ~ '^[a-z]+$'
  GROUP BY w
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_products();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(NEW.description || ' ' || NEW.brand, 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_words_upd AFTER UPDATE OF description, brand ON products FOR EACH ROW
  WHEN (OLD.description IS DISTINCT FROM NEW.description OR OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION search_words_of_product();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word, ndoc)
  SELECT w, count(*) FROM new_rows,
    LATERAL unnest(tsvector_to_array(to_tsvector('simple', mercato_unaccent(new_rows.name)))) AS w
  WHERE length(w) BETWEEN 3 AND 64 AND w ~ '^[a-z]+$'
  GROUP BY w
  ON CONFLICT (word) DO UPDATE SET ndoc = search_words.ndoc + excluded.ndoc;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_words_ins AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_of_categories();--> statement-breakpoint
-- A renamed category changes the documents of its products.
CREATE OR REPLACE FUNCTION categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    PERFORM search_words_add(NEW.name, 1);
    UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_renamed_trg AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_renamed();--> statement-breakpoint
-- Databases filled before this migration: documents and dictionary of the rows already there.
INSERT INTO search_words (word, ndoc)
  SELECT w, count(*) FROM (SELECT description || ' ' || brand AS doc FROM products UNION ALL SELECT name FROM categories) d,
    LATERAL unnest(tsvector_to_array(to_tsvector('simple', mercato_unaccent(d.doc)))) AS w
  WHERE length(w) BETWEEN 3 AND 64 AND w ~ '^[a-z]+$'
  GROUP BY w
  ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
UPDATE products SET description = description WHERE search_vector IS NULL;--> statement-breakpoint
ANALYZE products;
