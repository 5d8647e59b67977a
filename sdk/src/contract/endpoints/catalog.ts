import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { paginationSchema } from '../entities/pagination';
import { productCardSchema } from '../entities/product';
import { sectionCardSchema, sectionNodeSchema } from '../entities/section';
import { idListParam, intParam, textParam } from '../params';
import { sortSchema } from './sort';

/** GET /catalog/search (§7.5): products and sections matching a query (Russian stemming). */
export const searchCatalog = defineEndpoint({
  id: 'catalog.search',
  method: 'GET',
  path: '/catalog/search',
  input: z.object({
    q: textParam(200),
    /** Products to return, 1..50 (default 10). */
    limit: z.optional(intParam(1, 50)),
  }),
  output: z.object({
    query: z.string(),
    products: z.array(productCardSchema),
    sections: z.array(sectionCardSchema),
    total: z.number(),
  }),
});

/** GET /catalog/sections (§7.5): the section tree, or the children of one section. */
export const listSections = defineEndpoint({
  id: 'catalog.sections',
  method: 'GET',
  path: '/catalog/sections',
  input: z.object({
    parentId: z.optional(intParam(1)),
    /** Deepest level to return, 1..3 (default 3). */
    depth: z.optional(intParam(1, 3)),
  }),
  output: z.object({ items: z.array(sectionNodeSchema) }),
});

/** GET /catalog/products (§7.5): products by ids (also the quick view) or by section, paged. */
export const listProducts = defineEndpoint({
  id: 'catalog.products',
  method: 'GET',
  path: '/catalog/products',
  input: z.object({
    ids: z.optional(idListParam(100)),
    sectionId: z.optional(intParam(1)),
    page: z.optional(intParam(1, 10_000)),
    count: z.optional(intParam(1, 100)),
    sort: z.optional(sortSchema),
  }),
  output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
});
