-- The store's own pages (issue 18): about, for the buyer, delivery, payment, warranty and returns,
-- the legal pages, corporate, service, the bonus programme. The text is structured blocks
-- (sdk/src/domain/page-text.ts), never HTML, so nothing stored can become markup on a page.
-- Content managers edit them; every write reaches the caches like a catalogue write.
CREATE TABLE static_pages (
  path text PRIMARY KEY CHECK (path ~ '^/([a-z0-9-]+/){1,4}$'),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 300),
  blocks jsonb NOT NULL CHECK (jsonb_typeof(blocks) = 'array'),
  -- Where it shows in the sitemap and a section's side menu (smaller first).
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL DEFAULT 'seed'
);

CREATE TRIGGER static_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_pages
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();

-- A banner's cross colours go into the page's style: only #rgb or #rrggbb are taken.
ALTER TABLE header_banners
  ADD CONSTRAINT header_banners_cross_colors CHECK (
    cross_color_mobile ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'
    AND cross_color_desktop ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'
  );
