ALTER TABLE "catalogue_state" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The pages' caches (docs/adr/0014-page-caches.md). Hand-written: triggers are not in the schema.
-- 1. The content version: raised once per statement that changes what the pages' frame shows.
CREATE OR REPLACE FUNCTION content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET content_version = content_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stores_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER menu_items_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER cms_pages_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_pages
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER banners_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER landing_pages_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON landing_pages
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER footer_link_groups_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_link_groups
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER footer_links_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON footer_links
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER company_info_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_info
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
-- 2. The catalogue version now also covers what a product tile shows beside the price: the category
-- names (facets), the lowest price of the previous 30 days (product_prices) and a product running out of
-- stock or coming back. That flag is watched row by row, only when it flips: an
-- order that takes stock without emptying the shelf changes nothing the pages show.
CREATE TRIGGER categories_catalogue_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER product_prices_catalogue_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
-- Deferred to the commit: a checkout takes its products' rows first and the state row last, so two
-- checkouts emptying shelves in different orders cannot deadlock on it.
CREATE CONSTRAINT TRIGGER products_stock_flipped_trg AFTER UPDATE OF out_of_stock ON products
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.out_of_stock IS DISTINCT FROM NEW.out_of_stock)
  EXECUTE FUNCTION catalogue_changed();
