-- The catalogue version covers every column a product tile shows (issue 18, docs/adr/0027-tiles-kept-per-stamp.md):
-- the tiles are kept under the stamp (services/search.ts cachedTileRows), as the pages' main content already was (ADR 0015).
-- Migration 0003's trigger left out the label, the image, the badges and the rating among others, so a
-- change to them alone kept the version. The stock quantities stay out: they change with every order,
-- are read fresh for each page of tiles, and a product running out or coming back raises the version by
-- its own row trigger (migration 0010).
DROP TRIGGER IF EXISTS products_catalogue_updated_trg ON products;--> statement-breakpoint
CREATE TRIGGER products_catalogue_updated_trg AFTER UPDATE OF code, description, brand, label, category_id, catalogue,
  product_type, barcode, price_cents, unit_price_cents, unit_of_measure, variable_weight, average_weight_grams,
  image_path, tags, main_origin_country, premium, raee, rating_avg_tenths, rating_votes, preparation_hours,
  medicine, medicine_class, aic_code, active, search_vector ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
