-- Brands' own pages, brand tags and catalogue tags (spec §2.1, §7.2, §7.7). A brand's text is shown
-- on its page; tags are staff-edited named selections (§6), so they carry who changed them and when.
ALTER TABLE brands ADD COLUMN description text NOT NULL DEFAULT '';

-- A brand tag: a named group of brands («Японские бренды»); its page lists their products.
CREATE TABLE brand_tags (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(code) <= 64),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  text text NOT NULL DEFAULT '',
  brand_ids integer[] NOT NULL CHECK (cardinality(brand_ids) BETWEEN 1 AND 100),
  sort integer NOT NULL DEFAULT 500,
  updated_by text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A catalogue tag: a named selection over the catalogue (a section, brands, §5 conditions) with its
-- own heading, text and SEO; its page is a listing of what the rules pick.
CREATE TABLE catalog_tags (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(code) <= 64),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  text text NOT NULL DEFAULT '',
  meta_title text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  section_id integer REFERENCES sections (id) ON DELETE SET NULL,
  brand_ids integer[] NOT NULL DEFAULT '{}',
  conditions text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 500,
  updated_by text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Tag writes reach every server's caches like any catalogue write (migration 003).
CREATE TRIGGER brand_tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brand_tags
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER catalog_tags_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON catalog_tags
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();

-- A brand's products in popularity order: the brand page's unfiltered first page is one index scan.
CREATE INDEX products_brand ON products (brand_id, popularity DESC);
