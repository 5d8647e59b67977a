// The catalog calls as routes: no schemas, so the client's catalog module loads no zod.
import type * as z from 'zod/mini';
import type {
  listProductsInput,
  listProductsOutput,
  listSectionsInput,
  listSectionsOutput,
  searchCatalogInput,
  searchCatalogOutput,
} from '../endpoints/catalog';
import { defineRoute } from '../route';

/** GET /catalog/search (§7.5): products and sections matching a query (Russian stemming). */
export const searchCatalogRoute = defineRoute<
  z.input<typeof searchCatalogInput>,
  z.output<typeof searchCatalogOutput>
>({
  id: 'catalog.search',
  method: 'GET',
  path: '/catalog/search',
});

/** GET /catalog/sections (§7.5): the section tree, or the children of one section. */
export const listSectionsRoute = defineRoute<
  z.input<typeof listSectionsInput>,
  z.output<typeof listSectionsOutput>
>({
  id: 'catalog.sections',
  method: 'GET',
  path: '/catalog/sections',
});

/** GET /catalog/products (§7.5): products by ids (also the quick view) or by section, paged. */
export const listProductsRoute = defineRoute<
  z.input<typeof listProductsInput>,
  z.output<typeof listProductsOutput>
>({
  id: 'catalog.products',
  method: 'GET',
  path: '/catalog/products',
});
