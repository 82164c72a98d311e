ALTER TABLE "products" ADD COLUMN "origin_choices" varchar(64)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_choice_multiple" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "checkout_counter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trolley_items" ADD COLUMN "alternative_product_id" integer;--> statement-breakpoint
ALTER TABLE "trolley_items" ADD CONSTRAINT "trolley_items_alternative_product_id_products_id_fk" FOREIGN KEY ("alternative_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;