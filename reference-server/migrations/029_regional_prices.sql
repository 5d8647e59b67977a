-- Regional prices (spec §4.3: prices follow the chosen city). A chain prices by region: each city
-- belongs to a price zone; zone 0 is the base price list, `products.price` and `products.old_price`
-- (Moscow's and the centre's). Another zone's list, `zone_prices`, names the products it prices
-- otherwise (the far regions pay for the road); every other product keeps its base price there.
-- A zone's old price is 0 (none) or above its price, as the base list's discounts are kept.
ALTER TABLE cities ADD COLUMN price_zone smallint NOT NULL DEFAULT 0 CHECK (price_zone >= 0);

CREATE TABLE zone_prices (
  product_id integer NOT NULL REFERENCES products (id),
  zone smallint NOT NULL CHECK (zone > 0),
  price integer NOT NULL CHECK (price > 0),
  old_price integer NOT NULL DEFAULT 0 CHECK (old_price = 0 OR old_price > price),
  -- A card reads its product's price in one zone: one probe of this key.
  PRIMARY KEY (product_id, zone)
);

-- A price list is catalogue data: its writes reach every server's caches (migration 003).
CREATE TRIGGER zone_prices_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON zone_prices
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
