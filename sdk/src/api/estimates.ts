// Generated from src/contract/estimates.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { estimatesCalls } from '../contract/estimates';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The estimates calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const estimatesRoutes: RouteTable<typeof estimatesCalls> = {
  /** POST /user/estimates/ — Saves products and quantities as an estimate (§7.4). */
  create: /* @__PURE__ */ routeOf<typeof estimatesCalls.create>({
    id: 'estimates.create',
    method: 'POST',
    path: '/user/estimates/',
    encoding: 'json',
  }),
  /** DELETE /user/estimates/{id} — Removes an estimate (§7.4). */
  remove: /* @__PURE__ */ routeOf<typeof estimatesCalls.remove>({
    id: 'estimates.remove',
    method: 'DELETE',
    path: '/user/estimates/{id}',
    encoding: 'form',
  }),
  /** POST /user/estimates/add-basket/{id} — Adds an estimate's products to the basket (§7.4). */
  addToBasket: /* @__PURE__ */ routeOf<typeof estimatesCalls.addToBasket>({
    id: 'estimates.addToBasket',
    method: 'POST',
    path: '/user/estimates/add-basket/{id}',
    encoding: 'form',
  }),
  /** GET /pages/personal/estimates — The estimates page: the user's estimates, newest first (§7.3). */
  page: /* @__PURE__ */ routeOf<typeof estimatesCalls.page>({
    id: 'estimates.page',
    method: 'GET',
    path: '/pages/personal/estimates',
    encoding: 'form',
  }),
  /** GET /pages/personal/estimates/{id} — An estimate's page (§7.3). */
  detailPage: /* @__PURE__ */ routeOf<typeof estimatesCalls.detailPage>({
    id: 'estimates.detailPage',
    method: 'GET',
    path: '/pages/personal/estimates/{id}',
    encoding: 'form',
  }),
};

/** The estimates calls bound to a client: `estimatesApi(client).create(input)`. */
export const estimatesApi: (client: Client) => DomainApi<typeof estimatesRoutes> =
  /* @__PURE__ */ bindDomain(estimatesRoutes);
