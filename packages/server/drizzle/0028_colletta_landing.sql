ALTER TABLE "delivery_addresses" ADD COLUMN "colletta_store_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_stores" ADD COLUMN "colletta_tag" varchar(64);--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_colletta_store_id_pickup_stores_id_fk" FOREIGN KEY ("colletta_store_id") REFERENCES "public"."pickup_stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_colletta_uq" ON "delivery_addresses" USING btree ("customer_id","colletta_store_id") WHERE "delivery_addresses"."colletta_store_id" is not null and "delivery_addresses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_stores_colletta_tag_uq" ON "pickup_stores" USING btree ("colletta_tag");