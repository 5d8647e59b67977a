import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { paginationSchema } from '../entities/pagination';
import { productCardSchema } from '../entities/product';
import { sectionCardSchema, sectionNodeSchema } from '../entities/section';
import { idListParam, intParam, textParam } from '../params';
import { listProductsRoute, listSectionsRoute, searchCatalogRoute } from '../routes/catalog';
import { sortSchema } from './sort';

/** Input of {@link searchCatalog}. */
export const searchCatalogInput = z.object({
  q: textParam(200),
  /** Products to return, 1..50 (default 10). */
  limit: z.optional(intParam(1, 50)),
});
/** Output of {@link searchCatalog}. */
export const searchCatalogOutput = z.object({
  query: z.string(),
  products: z.array(productCardSchema),
  sections: z.array(sectionCardSchema),
  total: z.number(),
});
/** GET /catalog/search (§7.5): products and sections matching a query (Russian stemming). */
export const searchCatalog = defineEndpoint(searchCatalogRoute, searchCatalogInput, searchCatalogOutput);

/** Input of {@link listSections}. */
export const listSectionsInput = z.object({
  parentId: z.optional(intParam(1)),
  /** Deepest level to return, 1..3 (default 3). */
  depth: z.optional(intParam(1, 3)),
});
/** Output of {@link listSections}. */
export const listSectionsOutput = z.object({ items: z.array(sectionNodeSchema) });
/** GET /catalog/sections (§7.5): the section tree, or the children of one section. */
export const listSections = defineEndpoint(listSectionsRoute, listSectionsInput, listSectionsOutput);

/** Input of {@link listProducts}. */
export const listProductsInput = z.object({
  ids: z.optional(idListParam(100)),
  sectionId: z.optional(intParam(1)),
  page: z.optional(intParam(1, 10_000)),
  count: z.optional(intParam(1, 100)),
  sort: z.optional(sortSchema),
});
/** Output of {@link listProducts}. */
export const listProductsOutput = z.object({
  items: z.array(productCardSchema),
  pagination: paginationSchema,
});
/** GET /catalog/products (§7.5): products by ids (also the quick view) or by section, paged. */
export const listProducts = defineEndpoint(listProductsRoute, listProductsInput, listProductsOutput);
