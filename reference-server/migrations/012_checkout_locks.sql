-- Checkouts and cancels write stock all the time; the catalogue's memos (migration 003) read only
-- whether a product can be had in a city's shops (a `stock` row above zero: the cards' «Самовывоз
-- сегодня»), never a count, and never the delivery warehouse (`products.delivery_stock`). So a stock
-- write bumps the catalogue version row only when that changes. Before this, every checkout bumped
-- that one row inside its transaction: checkouts queued on it, and a courier checkout (holding its
-- product's row) and a pickup checkout (holding the version row, then checking the same product's key
-- for its reservation) waited on each other — deadlock detected, 40P01. docs/orders.md "Locks".

DROP TRIGGER products_changed ON products;
CREATE TRIGGER products_changed AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();

-- An UPDATE naming any column but delivery_stock (a staff edit, the seed's search text) is a
-- catalogue change; the warehouse's count alone is not. A column added to products later must be
-- added here too (db/catalog-triggers.test.ts checks that every column but delivery_stock is named).
DO $$
DECLARE
  columns text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO columns
  FROM pg_attribute
  WHERE attrelid = 'products'::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'delivery_stock';
  EXECUTE format(
    'CREATE TRIGGER products_edited AFTER UPDATE OF %s ON products
       FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
    columns);
END
$$;

-- A stock UPDATE is a catalogue change when a row moved to another product or shop, or went from
-- none to some or from some to none; counts that stay above zero are not.
CREATE FUNCTION stock_shown_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT product_id, shop_id, quantity > 0 FROM old_stock
    EXCEPT
    SELECT product_id, shop_id, quantity > 0 FROM new_stock
  ) THEN
    -- As catalog_changed(): the table's own schema, not the writer's search_path.
    EXECUTE format('UPDATE %I.catalog_version SET version = version + 1', TG_TABLE_SCHEMA);
    PERFORM pg_notify('verstak_catalog', TG_TABLE_SCHEMA);
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER stock_changed ON stock;
CREATE TRIGGER stock_changed AFTER INSERT OR DELETE OR TRUNCATE ON stock
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
CREATE TRIGGER stock_edited AFTER UPDATE ON stock
  REFERENCING OLD TABLE AS old_stock NEW TABLE AS new_stock
  FOR EACH STATEMENT EXECUTE FUNCTION stock_shown_changed();
