// The addresses of the review pages (§2.1 /otzyvy/…) that the product's reviews link to. The
// listings' screens (catalog-listings.ts, brand-listings.ts, tag-listing.ts) write theirs out: this
// module shared by them would be a chunk of its own on each listing's first load.

/** The tail of a catalogue path: `/catalog/a/b/` → `a/b/`. */
const tailOf = (sectionUrl: string) => sectionUrl.replace(/^\/catalog\//, '');

/** Reviews of a section's products, from its catalogue path. */
export const sectionReviewsUrl = (sectionUrl: string) => `/otzyvy/${tailOf(sectionUrl)}`;

/** Reviews of a brand's products, in a section when its catalogue path is given. */
export const brandReviewsUrl = (brand: string, sectionUrl = '') =>
  `/otzyvy/brands/${brand}/${sectionUrl ? tailOf(sectionUrl) : ''}`;
