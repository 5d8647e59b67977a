// Generated from src/contract/catalog.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { catalogCalls } from '../contract/catalog';
import { bindDomain } from './bind-domain';

/** The catalog calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const catalogRoutes = {
  /** GET /catalog/sections — The section tree, or the children of one section (§7.5). */
  sections: /* @__PURE__ */ routeOf<typeof catalogCalls.sections>({
    id: 'catalog.sections',
    method: 'GET',
    path: '/catalog/sections',
    encoding: 'form',
  }),
  /** GET /catalog/products — Products by ids (also the quick view) or by section, paged (§7.5). */
  products: /* @__PURE__ */ routeOf<typeof catalogCalls.products>({
    id: 'catalog.products',
    method: 'GET',
    path: '/catalog/products',
    encoding: 'form',
  }),
} satisfies RouteTable<typeof catalogCalls>;

/** The catalog calls bound to a client: `catalogApi(client).sections(input)`. */
export const catalogApi = /* @__PURE__ */ bindDomain(catalogRoutes);
