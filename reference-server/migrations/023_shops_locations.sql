-- The shops' own pages and the address lookup (issue 18; reference-server/src/shops/).
-- How to get to a shop, as its page tells it: paragraphs separated by blank lines.
ALTER TABLE shops ADD COLUMN IF NOT EXISTS directions text NOT NULL DEFAULT '';

-- The region → city → street lookup the address fields suggest from (§7.7 /locations). A city the
-- store has (`cities`) keeps its `location_id` as its id here, so an address found here names it.
-- Read whole once per database (shops/location-rows.ts): a few thousand rows at most, changed by the seed only.
CREATE TABLE locations (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{1,20}$'),
  type text NOT NULL CHECK (type IN ('region', 'city', 'street')),
  parent_id text REFERENCES locations (id),
  name text NOT NULL,
  sort integer NOT NULL,
  CHECK ((type = 'region') = (parent_id IS NULL))
);
CREATE INDEX locations_parent ON locations (parent_id);
-- A catalogue table: its writes reach every server's memo (migration 003).
CREATE TRIGGER locations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
