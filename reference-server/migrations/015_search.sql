-- Search that understands how Russian shoppers type (issue 17; reference-server/src/search/).
-- Morphology comes from the `russian` text search configuration over each product's document (its
-- title, section, brand and article numbers); typos and the wrong keyboard layout are mended word by
-- word against a vocabulary of the catalogue's words with pg_trgm's similarity. Every write to a
-- product (the seed, a staff edit, psql) keeps its document and the vocabulary current through the
-- triggers below; a renamed section or brand rewrites its products' documents.

-- In `public`: an extension exists once per database, and a store in a schema of its own (the
-- real-PostgreSQL tests) reads `public` after its schema (postgres-database.ts).
-- Two stores migrating at once on one server may both try to create it: the loser finds it made.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;

-- Lower case with ё as е: shoppers rarely type ё, titles sometimes carry it.
CREATE FUNCTION search_norm(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(t, '')), 'ё', 'е')
$$;

-- The words of a text that carry a digit (article numbers, models: «DHP-484», «MA1234Z») written
-- without punctuation, so «dhp 484», «DHP-484» and «dhp484» all find them.
CREATE FUNCTION search_articles(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT a), '{}') FROM (
    SELECT regexp_replace(m[1], '[^a-zа-я0-9]', '', 'g') AS a
    FROM regexp_matches(search_norm(t), '([a-zа-я0-9]+(?:[-./][a-zа-я0-9]+)*)', 'g') AS m
    WHERE m[1] ~ '[0-9]' AND m[1] ~ '[a-zа-я]'
  ) w WHERE length(a) BETWEEN 3 AND 40
$$;

-- A product's document: title and brand weigh most, then the section; articles as they are.
CREATE FUNCTION product_search_document(
  title text, short_title text, code text, section_title text, brand_code text, brand_title text
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('russian', search_norm(title)), 'A')
    || setweight(to_tsvector('simple', search_norm(brand_code || ' ' || brand_title)), 'A')
    || setweight(to_tsvector('russian', search_norm(section_title)), 'B')
    || setweight(array_to_tsvector(search_articles(short_title || ' ' || code)), 'A')
$$;

-- The trigger functions below keep the schema they were made in (SET search_path FROM CURRENT): a
-- writer whose search_path differs (an operator's psql naming the table in full) still reaches this
-- store's sections, brands and products.
CREATE FUNCTION products_search_fill() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  NEW.search := product_search_document(
    NEW.title, NEW.short_title, NEW.code,
    (SELECT s.title FROM sections s WHERE s.id = NEW.section_id),
    (SELECT b.code FROM brands b WHERE b.id = NEW.brand_id),
    (SELECT b.title FROM brands b WHERE b.id = NEW.brand_id));
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE OF title, short_title, code, section_id, brand_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_fill();

-- The catalogue's words (three letters or more), what a mistyped word is mended to.
CREATE TABLE search_terms (term text PRIMARY KEY);
CREATE INDEX search_terms_trgm ON search_terms USING gin (term public.gin_trgm_ops);

CREATE FUNCTION search_terms_add() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM (
    SELECT regexp_split_to_table(search_norm(c.title || ' ' || s.title || ' ' || b.title || ' ' || b.code), '[^a-zа-я]+') AS w
    FROM changed c JOIN sections s ON s.id = c.section_id JOIN brands b ON b.id = c.brand_id
  ) words WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
-- A trigger with transition tables takes one event: one for inserts, one for updates.
CREATE TRIGGER products_search_terms_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();
CREATE TRIGGER products_search_terms_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add();

-- A renamed section or brand: its products' documents follow (the row trigger above rewrites them).
CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_TABLE_NAME = 'sections' THEN
    UPDATE products SET section_id = section_id WHERE section_id = NEW.id;
  ELSE
    UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER sections_search_refresh AFTER UPDATE OF title ON sections
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION products_search_refresh();
CREATE TRIGGER brands_search_refresh AFTER UPDATE OF title, code ON brands
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION products_search_refresh();

-- Documents of products that exist already (a store created before this migration).
UPDATE products SET title = title;

-- What shoppers searched for and found something: the instant search's «Часто ищут».
CREATE TABLE search_queries (
  query text PRIMARY KEY,
  hits integer NOT NULL DEFAULT 1,
  last_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_queries_hits ON search_queries (hits DESC);
