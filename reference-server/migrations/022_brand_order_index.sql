-- A brand's listing and a brand tag's (issue 17) read one page in the default order (available first,
-- then by popularity) from the index, as a section does (migration 002): the brand index gets that
-- order; a brand tag merges its brands' scans of it (brands/brand-listings.ts `parts`).
DROP INDEX IF EXISTS products_brand;
CREATE INDEX products_brand ON products (brand_id, is_available DESC, popularity DESC, id);
