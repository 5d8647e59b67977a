-- Selections (issue 17): promotions with their products, public promo codes, discharged goods, and
-- the requests shoppers send about them (with the consent they gave, 152-ФЗ).

-- A promotion runs from its first to its last day, both whole days in Moscow time; after the last it
-- is in the archive (promos/promo-dates.ts). An advertiser's promotion carries its ad label (erid).
CREATE TABLE promotions (
  id integer PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
  title text NOT NULL,
  preview text NOT NULL,
  description text NOT NULL,
  body text[] NOT NULL,
  rules text[] NOT NULL,
  type_promo text NOT NULL CHECK (type_promo IN ('discount', 'gift', 'bonus')),
  timer_title text NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL CHECK (ends_on >= starts_on),
  sort integer NOT NULL,
  erid text,
  advertiser_name text,
  advertiser_data text,
  CHECK ((erid IS NULL) = (advertiser_name IS NULL) AND (erid IS NULL) = (advertiser_data IS NULL))
);
CREATE INDEX promotions_ends ON promotions (ends_on, sort);

CREATE TABLE promotion_products (
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sort integer NOT NULL,
  PRIMARY KEY (promotion_id, product_id)
);
CREATE INDEX promotion_products_product ON promotion_products (product_id);

-- The sale is every product with an old price above its price: an index of just those.
CREATE INDEX products_sale ON products (is_available DESC, popularity DESC, id) WHERE old_price > price;
CREATE INDEX products_recommended ON products (is_available DESC, popularity DESC, id) WHERE is_recommended;

-- Which promo codes the promo-code page shows (the others are given to someone: a mailing, a manager).
ALTER TABLE promo_codes ADD COLUMN is_public boolean NOT NULL DEFAULT false;

-- Discharged (marked-down) goods: single units sold cheaper for a stated reason, in one shop.
CREATE TABLE discharged_goods (
  id integer PRIMARY KEY,
  product_id integer REFERENCES products (id) ON DELETE SET NULL,
  title text NOT NULL,
  reason text NOT NULL,
  condition text NOT NULL,
  price integer NOT NULL CHECK (price > 0),
  old_price integer NOT NULL CHECK (old_price > price),
  shop_id integer NOT NULL REFERENCES shops (id),
  sort integer NOT NULL
);
CREATE INDEX discharged_goods_sort ON discharged_goods (sort, id);

-- What shoppers sent through the store's forms, with the consent to personal data processing they
-- gave and when (152-ФЗ: the store must be able to show it).
CREATE TABLE form_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL DEFAULT '',
  message text NOT NULL,
  subject_id integer,
  consent_at timestamptz NOT NULL,
  client_address text,
  created_at timestamptz NOT NULL
);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['promotions', 'promotion_products', 'discharged_goods'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
         FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
      t || '_changed', t);
  END LOOP;
END
$$;

-- A slide that advertises someone else's goods names its advertiser beside its erid (§2.10 «Реклама»).
ALTER TABLE slides ADD COLUMN advertiser_name text;
ALTER TABLE slides ADD COLUMN advertiser_data text;
