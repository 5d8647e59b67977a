import type { RouteInput } from '../contract/route';
import { listProductsRoute, listSectionsRoute, searchCatalogRoute } from '../contract/routes/catalog';
import type { Client } from '../http/create-client';

/** Catalogue calls (§7.5) bound to a client. */
export function catalogApi(client: Client) {
  return {
    /** GET /catalog/search: products and sections matching a query. */
    search: (input: RouteInput<typeof searchCatalogRoute>) => client.call(searchCatalogRoute, input),
    /** GET /catalog/sections: the section tree or one section's children. */
    sections: (input: RouteInput<typeof listSectionsRoute> = {}) => client.call(listSectionsRoute, input),
    /** GET /catalog/products: products by ids (the quick view) or by section. */
    products: (input: RouteInput<typeof listProductsRoute> = {}) => client.call(listProductsRoute, input),
  };
}
