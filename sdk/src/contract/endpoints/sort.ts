import * as z from 'zod/mini';

/** Product list sort orders; `popular` is the default. */
export const sortSchema = z.enum(['popular', 'price-asc', 'price-desc', 'rating', 'new']);
/** A product list sort order. */
export type Sort = z.infer<typeof sortSchema>;
