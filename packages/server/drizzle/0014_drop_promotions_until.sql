-- Facets and orders counted in the server's memory (issue 18, docs/adr/0024-facets-counted-in-memory.md):
-- the faceted search no longer looks promotions up per match, so products.promotions_until and the
-- triggers of migration 0012 that kept it are dropped. A write to promotions no longer updates products.
DROP TRIGGER IF EXISTS promotions_a_until_ins_trg ON promotions;--> statement-breakpoint
DROP TRIGGER IF EXISTS promotions_a_until_upd_trg ON promotions;--> statement-breakpoint
DROP FUNCTION IF EXISTS promotions_until_of_products();--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "promotions_until";
