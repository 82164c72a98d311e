ALTER TABLE "order_items" ADD COLUMN "product_origin" varchar(64);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "alternative_description" varchar(255);