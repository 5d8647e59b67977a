import * as z from 'zod/mini';

/** Paging of a list: 1-based `page`, `pageCount` pages of `perPage` items, `total` items. */
export const paginationSchema = z.object({
  page: z.number(),
  pageCount: z.number(),
  perPage: z.number(),
  total: z.number(),
});
/** Paging of a list. */
export type Pagination = z.infer<typeof paginationSchema>;
