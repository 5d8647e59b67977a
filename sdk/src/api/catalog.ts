import type * as z from 'zod/mini';
import { listProducts, listSections, searchCatalog } from '../contract/endpoints/catalog';
import type { Client } from '../http/create-client';

/** Catalogue calls (§7.5) bound to a client. */
export function catalogApi(client: Client) {
  return {
    /** GET /catalog/search: products and sections matching a query. */
    search: (input: z.input<typeof searchCatalog.input>) => client.call(searchCatalog, input),
    /** GET /catalog/sections: the section tree or one section's children. */
    sections: (input: z.input<typeof listSections.input> = {}) => client.call(listSections, input),
    /** GET /catalog/products: products by ids (the quick view) or by section. */
    products: (input: z.input<typeof listProducts.input> = {}) => client.call(listProducts, input),
  };
}
