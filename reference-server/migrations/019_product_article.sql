-- A product's article number (issue 17): the maker's vendor code shown as «Код» on the product page
-- («DHP482Z», «GA9020», «1.673-220.0»), apart from the URL's code. Search finds it with or without
-- its punctuation, so an article of digits alone («1.673-220.0») counts as one too: a word with a
-- digit and a letter, or with digits joined by dots, hyphens or slashes.
ALTER TABLE products ADD COLUMN article text NOT NULL DEFAULT '';

-- A staff edit of the article is a catalogue change like any other product column (migration 012):
-- products_edited names every column but delivery_stock, so it is made again with the new one. A
-- migration that adds a product column later calls name_product_edits() after it.
CREATE FUNCTION name_product_edits() RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  columns text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO columns
  FROM pg_attribute
  WHERE attrelid = 'products'::regclass AND attnum > 0 AND NOT attisdropped AND attname <> 'delivery_stock';
  DROP TRIGGER IF EXISTS products_edited ON products;
  EXECUTE format(
    'CREATE TRIGGER products_edited AFTER UPDATE OF %s ON products
       FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed()',
    columns);
END
$$;
SELECT name_product_edits();

CREATE OR REPLACE FUNCTION search_articles(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT a), '{}') FROM (
    SELECT regexp_replace(m[1], '[^a-zа-я0-9]', '', 'g') AS a
    FROM regexp_matches(search_norm(t), '([a-zа-я0-9]+(?:[-./][a-zа-я0-9]+)*)', 'g') AS m
    WHERE m[1] ~ '[0-9]' AND (m[1] ~ '[a-zа-я]' OR m[1] ~ '[0-9][-./][0-9]')
  ) w WHERE length(a) BETWEEN 3 AND 40
$$;

CREATE OR REPLACE FUNCTION products_search_fill() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search := product_search_document(
    NEW.title, NEW.short_title || ' ' || NEW.article, NEW.code,
    (SELECT s.title FROM sections s WHERE s.id = NEW.section_id),
    (SELECT b.code FROM brands b WHERE b.id = NEW.brand_id),
    (SELECT b.title FROM brands b WHERE b.id = NEW.brand_id));
  RETURN NEW;
END
$$;
DROP TRIGGER products_search_fill ON products;
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF title, short_title, code, article, section_id, brand_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_fill();
