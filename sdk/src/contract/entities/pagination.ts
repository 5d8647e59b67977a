import * as z from 'zod/mini';

/** Paging of a list: 1-based `page`, `pageCount` pages of `perPage` items, `total` items. */
const paginationShape = {
  page: z.number(),
  pageCount: z.number(),
  perPage: z.number(),
  total: z.number(),
};
/** The type of `paginationSchema`, named so the declarations that use it say `PaginationSchema` instead of spelling it out. */
export interface PaginationSchema extends z.ZodMiniObject<typeof paginationShape> {}
export const paginationSchema: PaginationSchema = z.object(paginationShape);
/** Paging of a list. */
export type Pagination = z.infer<typeof paginationSchema>;
