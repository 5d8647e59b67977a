import * as z from 'zod/mini';
import { defineCalls } from './call';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import { sectionNodeSchema } from './entities/section';
import { sortSchema } from './entities/sort';
import { idListParam, intParam } from './params';

/** The catalogue calls (§7.5). */
export const catalogCalls = defineCalls({
  sections: {
    method: 'GET',
    path: '/catalog/sections',
    doc: 'The section tree, or the children of one section (§7.5).',
    input: z.object({
      parentId: z.optional(intParam(1)),
      /** Deepest level to return, 1..3 (default 3). */
      depth: z.optional(intParam(1, 3)),
    }),
    output: z.object({ items: z.array(sectionNodeSchema) }),
  },
  products: {
    method: 'GET',
    path: '/catalog/products',
    doc: 'Products by ids (also the quick view) or by section, paged (§7.5).',
    input: z.object({
      ids: z.optional(idListParam(100)),
      sectionId: z.optional(intParam(1)),
      page: z.optional(intParam(1, 10_000)),
      count: z.optional(intParam(1, 100)),
      sort: z.optional(sortSchema),
    }),
    output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
  },
});
