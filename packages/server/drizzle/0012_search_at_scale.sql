ALTER TABLE "products" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(mercato_unaccent(description))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "promotions_until" timestamp with time zone;--> statement-breakpoint
-- Search at scale (issue 18). Hand-written below: the trigger keeping products.promotions_until, the latest
-- end of a product's promotions. The faceted search (services/search.ts) looks the running promotions up
-- only for matches whose promotions_until is after now, instead of joining every promotion. It only ever
-- grows: a promotion shortened or deleted leaves it later than needed, which costs a look-up until that
-- moment passes and never hides a running promotion.
CREATE OR REPLACE FUNCTION promotions_until_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  -- One product at a time through its primary key, in id order as checkouts take the rows
  -- (services/checkout/complete.ts): two writers never wait for each other's rows in opposite orders.
  FOR r IN SELECT product_id, max(ends_at) AS until FROM new_rows GROUP BY product_id ORDER BY product_id LOOP
    UPDATE products SET promotions_until = r.until
      WHERE id = r.product_id AND (promotions_until IS NULL OR promotions_until < r.until);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Named to fire before promotions_catalogue_changed_trg (a statement's triggers fire in name order): the
-- products' rows before the catalogue_state row, the order of a checkout (migration 0010).
CREATE TRIGGER promotions_a_until_ins_trg AFTER INSERT ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION promotions_until_of_products();--> statement-breakpoint
CREATE TRIGGER promotions_a_until_upd_trg AFTER UPDATE ON promotions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION promotions_until_of_products();--> statement-breakpoint
-- Databases filled before this migration.
UPDATE products p SET promotions_until = m.until
  FROM (SELECT product_id, max(ends_at) AS until FROM promotions GROUP BY product_id) m
  WHERE p.id = m.product_id;--> statement-breakpoint
ANALYZE products;
