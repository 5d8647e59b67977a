// Generated from src/contract/pages.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { pagesCalls } from '../contract/pages';
import { bindDomain } from './bind-domain';

/** The pages calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const pagesRoutes = {
  /** GET /pages/catalog — The catalogue root: every top-level section with its children (§7.2, §2.1). */
  catalog: /* @__PURE__ */ routeOf<typeof pagesCalls.catalog>({
    id: 'pages.catalog',
    method: 'GET',
    path: '/pages/catalog',
    encoding: 'form',
  }),
  /** GET /pages/catalog/section — A section's products, filtered (§5 grammar), sorted and paged (§7.2, §4.9). */
  section: /* @__PURE__ */ routeOf<typeof pagesCalls.section>({
    id: 'pages.section',
    method: 'GET',
    path: '/pages/catalog/section',
    encoding: 'form',
  }),
  /** GET /pages/catalog/section/filter — A section's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  sectionFilter: /* @__PURE__ */ routeOf<typeof pagesCalls.sectionFilter>({
    id: 'pages.sectionFilter',
    method: 'GET',
    path: '/pages/catalog/section/filter',
    encoding: 'form',
  }),
  /** GET /pages/catalog/product/{code} — The product page (§7.2, §2.2). */
  product: /* @__PURE__ */ routeOf<typeof pagesCalls.product>({
    id: 'pages.product',
    method: 'GET',
    path: '/pages/catalog/product/{code}',
    encoding: 'form',
  }),
} satisfies RouteTable<typeof pagesCalls>;

/** The pages calls bound to a client: `pagesApi(client).catalog(input)`. */
export const pagesApi = /* @__PURE__ */ bindDomain(pagesRoutes);
