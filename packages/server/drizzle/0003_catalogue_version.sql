CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_one_ck" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "promotions_ends_idx" ON "promotions" USING btree ("ends_at");--> statement-breakpoint
-- The list cache's version (services/list-cache.ts): one row, raised once per statement that changes
-- what search and listings match, order or count by.
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed_trg AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
-- Stock columns (available_quantity, out_of_stock, ...) are left out: tiles are always read fresh.
CREATE TRIGGER products_catalogue_updated_trg AFTER UPDATE OF code, description, brand, category_id, catalogue,
  tags, price_cents, unit_price_cents, rating_votes, active, search_vector ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER promotions_catalogue_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotions
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
