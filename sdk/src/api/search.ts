// Generated from src/contract/search.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { searchCalls } from '../contract/search';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The search calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const searchRoutes: RouteTable<typeof searchCalls> = {
  /** GET /catalog/search — Products and sections matching a query, with Russian stemming (§7.5). */
  catalog: /* @__PURE__ */ routeOf<typeof searchCalls.catalog>({
    id: 'search.catalog',
    method: 'GET',
    path: '/catalog/search',
    encoding: 'form',
  }),
};

/** The search calls bound to a client: `searchApi(client).catalog(input)`. */
export const searchApi: (client: Client) => DomainApi<typeof searchRoutes> =
  /* @__PURE__ */ bindDomain(searchRoutes);
