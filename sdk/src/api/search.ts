// Generated from src/contract/search.ts by `npm run contract`: edit the table, not this file.

import { routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { searchCalls } from '../contract/search';
import type { Client } from '../http/create-client';
import type { SearchCatalogInput, SearchCatalogOutput } from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The search calls as routes, each with its method, path, encoding and plain input and output types. */
export type SearchRoutes = {
  /** GET /catalog/search — Products and sections matching a query, with Russian stemming (§7.5). */
  readonly catalog: TypedRoute<SearchCatalogInput, SearchCatalogOutput, 'GET', '/catalog/search', 'form'>;
};

/** The search calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const searchRoutes: SearchRoutes = {
  catalog: /* @__PURE__ */ routeOf<typeof searchCalls.catalog>({
    id: 'search.catalog',
    method: 'GET',
    path: '/catalog/search',
    encoding: 'form',
  }),
};

/** The search calls bound to a client: `searchApi(client).catalog(input)`. */
export const searchApi: (client: Client) => DomainApi<SearchRoutes> =
  /* @__PURE__ */ bindDomain(searchRoutes);
