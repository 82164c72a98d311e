-- The shop's pages carry the cookie centre's configuration (ADR 0057: the policy version in force and the
-- optional category keys, for the banner's boot script) and pages are kept under the page stamp (ADR 0015,
-- 0022). A new policy version or a change of the categories raises the content version, as a CMS change
-- does (migration 0010's content_changed()), so that no kept page outlives the configuration it was made
-- with: a stale version would show the banner to a visitor who decided for the new one, then the launcher
-- would take it away.
CREATE TRIGGER cookie_policies_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cookie_policies
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();--> statement-breakpoint
CREATE TRIGGER cookie_sections_content_changed_trg AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cookie_sections
  FOR EACH STATEMENT EXECUTE FUNCTION content_changed();
