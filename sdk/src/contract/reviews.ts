import { defineCalls } from './call';

// A room for what comes, empty until its calls land. Product reviews: the review pages (`GET /pages/reviews`, `…/section`, `…/tag`, `…/brand`,
// `…/brand-section`, `…/brands/tag`, `GET /pages/review`), the reviewed products
// (`GET /catalog/products/reviewed…`) and writing, rating and liking reviews
// (`/catalog/product-reviews/…`) (§7.2, §7.5, §7.7, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The reviews calls. */
export const reviewsCalls = defineCalls({});
