-- Section lists show available products first, then by popularity (the default sort). Indexes of
-- each scope in exactly that order let an unfiltered section read one page of them instead of
-- sorting every product of the scope; they serve the scope lookups as before.
DROP INDEX products_section;
CREATE INDEX products_section ON products (section_id, is_available DESC, popularity DESC, id);
DROP INDEX products_mid;
CREATE INDEX products_mid ON products (mid_id, is_available DESC, popularity DESC, id);
DROP INDEX products_top;
CREATE INDEX products_top ON products (top_id, is_available DESC, popularity DESC, id);
