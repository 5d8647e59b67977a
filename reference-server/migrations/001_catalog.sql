-- The catalogue, cities and shops of the first slice. Plain PostgreSQL: PGlite and a server run the same SQL.
CREATE TABLE cities (
  id integer PRIMARY KEY,
  location_id text NOT NULL UNIQUE,
  name text NOT NULL,
  subdomain text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('pickup', 'delivery')),
  is_default boolean NOT NULL DEFAULT false,
  code text NOT NULL,
  region_code text NOT NULL,
  tracker_code text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  name_im text NOT NULL,
  name_pr text NOT NULL,
  phone_text text NOT NULL,
  phone_number text NOT NULL,
  phone_footer_text text NOT NULL,
  phone_footer_number text NOT NULL,
  schedule text NOT NULL,
  suggest_location_id text,
  sort integer NOT NULL
);

CREATE TABLE shops (
  id integer PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities (id),
  type text NOT NULL,
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  address text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  phones text[] NOT NULL,
  emails text[] NOT NULL,
  schedule text NOT NULL,
  opened boolean NOT NULL,
  healthcare boolean NOT NULL
);
CREATE INDEX shops_city ON shops (city_id);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  country text NOT NULL
);

CREATE TABLE sections (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES sections (id),
  depth integer NOT NULL,
  code text NOT NULL,
  url text NOT NULL UNIQUE,
  title text NOT NULL,
  grp text NOT NULL,
  description text NOT NULL,
  noun text NOT NULL,
  sort integer NOT NULL,
  -- Denormalized ancestry, so a section's products (its descendants' included) are one indexed lookup.
  top_id integer NOT NULL,
  mid_id integer
);
CREATE INDEX sections_parent ON sections (parent_id);

-- Filterable properties; `type` is one of the five filter types of spec §5.
CREATE TABLE properties (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  type text NOT NULL CHECK (type IN ('int', 'float', 'bool', 'enum', 'string')),
  unit text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE property_variants (
  property_id integer NOT NULL REFERENCES properties (id),
  value text NOT NULL,
  title text NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (property_id, value)
);

-- Which properties a leaf section's products carry (its filter definition).
CREATE TABLE section_properties (
  section_id integer NOT NULL REFERENCES sections (id),
  property_id integer NOT NULL REFERENCES properties (id),
  PRIMARY KEY (section_id, property_id)
);

CREATE TABLE products (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  short_title text NOT NULL,
  section_id integer NOT NULL REFERENCES sections (id),
  mid_id integer NOT NULL,
  top_id integer NOT NULL,
  brand_id integer NOT NULL REFERENCES brands (id),
  price integer NOT NULL CHECK (price > 0),
  old_price integer NOT NULL DEFAULT 0,
  rating numeric(2, 1) NOT NULL,
  reviews integer NOT NULL,
  is_available boolean NOT NULL,
  is_recommended boolean NOT NULL,
  popularity integer NOT NULL,
  novelty integer NOT NULL,
  warranty_months integer NOT NULL,
  description text NOT NULL,
  -- Property values by code: strings for list types ('yes'/'no' for bool), numbers for int and float.
  props jsonb NOT NULL,
  -- Filled after insert from the title, brand and section (Russian stemming).
  search tsvector
);
CREATE INDEX products_section ON products (section_id, popularity DESC);
CREATE INDEX products_mid ON products (mid_id, popularity DESC);
CREATE INDEX products_top ON products (top_id, popularity DESC);
CREATE INDEX products_search ON products USING gin (search);
CREATE INDEX products_novelty ON products (novelty DESC);
CREATE INDEX products_popularity ON products (popularity DESC);

CREATE TABLE stock (
  product_id integer NOT NULL REFERENCES products (id),
  shop_id integer NOT NULL REFERENCES shops (id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (product_id, shop_id)
);

CREATE TABLE slides (
  id integer PRIMARY KEY,
  name text NOT NULL,
  link text NOT NULL,
  type text NOT NULL,
  position integer NOT NULL,
  is_static boolean NOT NULL,
  erid text
);

CREATE TABLE nav_items (
  id integer PRIMARY KEY,
  placement text NOT NULL,
  grp text NOT NULL,
  title text NOT NULL,
  url text NOT NULL,
  class text NOT NULL,
  sort integer NOT NULL
);

CREATE TABLE header_banners (
  id integer PRIMARY KEY,
  url text NOT NULL,
  text text NOT NULL,
  show_pages text[] NOT NULL,
  excluded_pages text[] NOT NULL,
  cross_use boolean NOT NULL,
  cross_color_mobile text NOT NULL,
  cross_color_desktop text NOT NULL
);

-- Popular brands per top-level section (the mega-menu's fourth panel).
CREATE TABLE popular_brands (
  section_id integer NOT NULL REFERENCES sections (id),
  brand_id integer NOT NULL REFERENCES brands (id),
  sort integer NOT NULL,
  PRIMARY KEY (section_id, brand_id)
);
