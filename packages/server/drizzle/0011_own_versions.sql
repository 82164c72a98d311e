ALTER TABLE "sessions" ADD COLUMN "own_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The shopper's own page data (docs/adr/0019-own-page-data.md). Hand-written: triggers are not in the schema.
-- Any change to what the pages show of a shopper raises the own version of each of their sessions, at the
-- commit (deferred: whatever a transaction locks first, the sessions' rows come last, so two transactions
-- cannot deadlock on them). A customer's data reaches all their sessions; a guest trolley its session.
CREATE OR REPLACE FUNCTION own_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rec record;
  customer integer;
  guest text;
BEGIN
  IF TG_OP = 'DELETE' THEN rec := OLD; ELSE rec := NEW; END IF;
  IF TG_TABLE_NAME = 'customers' THEN
    customer := rec.id;
  ELSIF TG_TABLE_NAME = 'trolleys' THEN
    customer := rec.customer_id;
    guest := rec.guest_session_id;
  ELSIF TG_TABLE_NAME = 'trolley_items' THEN
    SELECT t.customer_id, t.guest_session_id INTO customer, guest FROM trolleys t WHERE t.id = rec.trolley_id;
  ELSE
    customer := rec.customer_id;
  END IF;
  IF customer IS NOT NULL THEN
    UPDATE sessions SET own_version = own_version + 1 WHERE customer_id = customer;
  END IF;
  IF guest IS NOT NULL THEN
    UPDATE sessions SET own_version = own_version + 1 WHERE id = guest;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customers_own_data_changed_trg AFTER UPDATE ON customers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_data_changed();--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fidaty_cards', 'messages', 'delivery_addresses', 'slot_losses', 'trolleys', 'trolley_items'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION own_data_changed()',
      t || '_own_data_changed_trg', t);
  END LOOP;
END $$;
