-- Catalogue writes, from any process, reach every server's caches: each statement that changes a
-- catalogue table bumps one version row inside the writing transaction and notifies the
-- `verstak_catalog` channel with the table's schema (servers on other schemas ignore it).
-- PostgreSQL delivers the notice at commit, once and only if the transaction commits; identical
-- notices of one transaction are folded into one. A server whose listening connection was lost
-- compares the version row when it is back. New catalogue tables get the same trigger.
CREATE TABLE catalog_version (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  version bigint NOT NULL
);
INSERT INTO catalog_version (version) VALUES (1);

CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The table's own schema, not the writer's search_path: psql may name the table in full.
  EXECUTE format('UPDATE %I.catalog_version SET version = version + 1', TG_TABLE_SCHEMA);
  PERFORM pg_notify('verstak_catalog', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'cities', 'shops', 'brands', 'sections', 'properties', 'property_variants', 'section_properties',
    'products', 'stock', 'slides', 'nav_items', 'header_banners', 'popular_brands'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
      t || '_changed', t);
  END LOOP;
END
$$;
