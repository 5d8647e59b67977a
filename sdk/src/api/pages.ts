// Generated from src/contract/pages.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { pagesCalls } from '../contract/pages';
import { bindDomain } from './bind-domain';

/** The pages calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const pagesRoutes = {
  /** GET /pages/main — The home page: slides, popular categories, hits, novelties and brands (§7.2, §2.1). */
  main: /* @__PURE__ */ routeOf<typeof pagesCalls.main>({
    id: 'pages.main',
    method: 'GET',
    path: '/pages/main',
    encoding: 'form',
  }),
  /** GET /pages/404 — The not-found page: its popular categories (§7.2, §2.8). */
  notFound: /* @__PURE__ */ routeOf<typeof pagesCalls.notFound>({
    id: 'pages.notFound',
    method: 'GET',
    path: '/pages/404',
    encoding: 'form',
  }),
} satisfies RouteTable<typeof pagesCalls>;

/** The pages calls bound to a client: `pagesApi(client).main(input)`. */
export const pagesApi = /* @__PURE__ */ bindDomain(pagesRoutes);
