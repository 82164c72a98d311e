-- Orders §5 'Identificativo già presente': a customer's delivery-address identifiers are unique,
-- case-insensitive. Databases made before this rule may hold duplicates (a second 'Casa' from the
-- address checker): every copy after the first is renamed "<identifier> <id>" so the index can be built.
UPDATE "delivery_addresses" AS a SET "identifier" = left(a."identifier", 115) || ' ' || a."id"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "customer_id", lower("identifier") ORDER BY "id") AS n
  FROM "delivery_addresses" WHERE "deleted_at" is null
) AS d
WHERE d."id" = a."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_addresses_identifier_uq" ON "delivery_addresses" USING btree ("customer_id",lower("identifier")) WHERE "delivery_addresses"."deleted_at" is null;
