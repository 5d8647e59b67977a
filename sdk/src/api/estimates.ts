// Generated from src/contract/estimates.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { estimatesCalls } from '../contract/estimates';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  EstimatesAddToBasketInput,
  EstimatesAddToBasketOutput,
  EstimatesCreateInput,
  EstimatesCreateOutput,
  EstimatesDetailPageInput,
  EstimatesDetailPageOutput,
  EstimatesPageInput,
  EstimatesPageOutput,
  EstimatesRemoveInput,
  EstimatesRemoveOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The estimates calls as routes, each with its method, path, encoding and plain input and output types. */
export type EstimatesRoutes = {
  /** POST /user/estimates/ — Saves products and quantities as an estimate (§7.4). */
  readonly create: TypedRoute<
    EstimatesCreateInput,
    EstimatesCreateOutput,
    'POST',
    '/user/estimates/',
    'json'
  >;
  /** DELETE /user/estimates/{id} — Removes an estimate (§7.4). */
  readonly remove: TypedRoute<
    EstimatesRemoveInput,
    EstimatesRemoveOutput,
    'DELETE',
    '/user/estimates/{id}',
    'form'
  >;
  /** POST /user/estimates/add-basket/{id} — Adds an estimate's products to the basket (§7.4). */
  readonly addToBasket: TypedRoute<
    EstimatesAddToBasketInput,
    EstimatesAddToBasketOutput,
    'POST',
    '/user/estimates/add-basket/{id}',
    'form'
  >;
  /** GET /pages/personal/estimates — The estimates page: the user's estimates, newest first (§7.3). */
  readonly page: TypedRoute<
    EstimatesPageInput,
    EstimatesPageOutput,
    'GET',
    '/pages/personal/estimates',
    'form'
  >;
  /** GET /pages/personal/estimates/{id} — An estimate's page (§7.3). */
  readonly detailPage: TypedRoute<
    EstimatesDetailPageInput,
    EstimatesDetailPageOutput,
    'GET',
    '/pages/personal/estimates/{id}',
    'form'
  >;
};

/** The estimates calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const estimatesRoutes: EstimatesRoutes = /* @__PURE__ */ namedRoutes('estimates', {
  create: /* @__PURE__ */ routeOf<typeof estimatesCalls.create>({
    method: 'POST',
    path: '/user/estimates/',
    encoding: 'json',
  }),
  remove: /* @__PURE__ */ routeOf<typeof estimatesCalls.remove>({
    method: 'DELETE',
    path: '/user/estimates/{id}',
  }),
  addToBasket: /* @__PURE__ */ routeOf<typeof estimatesCalls.addToBasket>({
    method: 'POST',
    path: '/user/estimates/add-basket/{id}',
  }),
  page: /* @__PURE__ */ routeOf<typeof estimatesCalls.page>({
    method: 'GET',
    path: '/pages/personal/estimates',
  }),
  detailPage: /* @__PURE__ */ routeOf<typeof estimatesCalls.detailPage>({
    method: 'GET',
    path: '/pages/personal/estimates/{id}',
  }),
});

/** The estimates calls bound to a client: `estimatesApi(client).create(input)`. */
export const estimatesApi: (client: Client) => DomainApi<EstimatesRoutes> =
  /* @__PURE__ */ bindDomain(estimatesRoutes);
