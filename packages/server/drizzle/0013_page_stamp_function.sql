-- The page stamp's statement as a function (services/list-cache.ts pageStampSelect, issue 18): every page
-- reads it, and planning its eight look-ups took 2 ms of the 3.5 ms it cost on PGlite, which cannot keep
-- a prepared statement; PL/pgSQL keeps the plan of its query for the connection.
CREATE OR REPLACE FUNCTION page_stamp(now_at timestamptz, publish_at timestamptz)
  RETURNS TABLE (v bigint, cv bigint, b timestamptz, cb timestamptz)
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.version, s.content_version,
      greatest((SELECT max(p.starts_at) FROM promotions p WHERE p.starts_at <= now_at),
               (SELECT max(p.ends_at) FROM promotions p WHERE p.ends_at <= now_at)),
      greatest((SELECT max(m.publish_from) FROM menu_items m WHERE m.publish_from <= publish_at),
               (SELECT max(m.publish_to) FROM menu_items m WHERE m.publish_to <= publish_at),
               (SELECT max(c.publish_from) FROM cms_pages c WHERE c.publish_from <= publish_at),
               (SELECT max(c.publish_to) FROM cms_pages c WHERE c.publish_to <= publish_at),
               (SELECT max(n.publish_from) FROM banners n WHERE n.publish_from <= publish_at),
               (SELECT max(n.publish_to) FROM banners n WHERE n.publish_to <= publish_at))
    FROM catalogue_state s WHERE s.id = 1;
END $$;
