-- The review pages (issue 17; reviews/review-pages.ts) count a scope's reviews from its products'
-- published review counts: the reviewed products, a few thousand of 100k, with the columns the
-- scopes and the most-reviewed list read, so no page joins every published review.
CREATE INDEX products_reviewed ON products (reviews DESC, id) INCLUDE (top_id, mid_id, section_id, brand_id)
  WHERE reviews > 0;
