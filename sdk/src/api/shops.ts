// Generated from src/contract/shops.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { shopsCalls } from '../contract/shops';
import type { Client } from '../http/create-client';
import type {
  ShopsLocationChildrenInput,
  ShopsLocationChildrenOutput,
  ShopsLocationsInput,
  ShopsLocationsOutput,
  ShopsPagesInput,
  ShopsPagesOutput,
  ShopsShopInput,
  ShopsShopOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The shops calls as routes, each with its method, path, encoding and plain input and output types. */
export type ShopsRoutes = {
  /** GET /pages/shops — The shops page: the current city's shops with their hours, phones and whether each is open now, then the other pickup cities' (§7.2, §2.1 /shops/, /shops/map/). */
  readonly pages: TypedRoute<ShopsPagesInput, ShopsPagesOutput, 'GET', '/pages/shops', 'form'>;
  /** GET /pages/shops/{code} — A shop's page: hours by weekday, whether it is open now, phones, e-mail, how to get there and its place on the map (§7.2, §2.1 /shops/{code}/). */
  readonly shop: TypedRoute<ShopsShopInput, ShopsShopOutput, 'GET', '/pages/shops/{code}', 'form'>;
  /** GET /locations — Regions, cities and streets whose name (or a word of it) starts with q, case-insensitive; without q, the places under parentId, or the regions (§7.7). */
  readonly locations: TypedRoute<ShopsLocationsInput, ShopsLocationsOutput, 'GET', '/locations', 'form'>;
  /** GET /locations/get-child — A region's cities or a city's streets, optionally those starting with q (§7.7). */
  readonly locationChildren: TypedRoute<
    ShopsLocationChildrenInput,
    ShopsLocationChildrenOutput,
    'GET',
    '/locations/get-child',
    'form'
  >;
};

/** The shops calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const shopsRoutes: ShopsRoutes = /* @__PURE__ */ namedRoutes('shops', {
  pages: /* @__PURE__ */ routeOf<typeof shopsCalls.pages>({
    method: 'GET',
    path: '/pages/shops',
  }),
  shop: /* @__PURE__ */ routeOf<typeof shopsCalls.shop>({
    method: 'GET',
    path: '/pages/shops/{code}',
  }),
  locations: /* @__PURE__ */ routeOf<typeof shopsCalls.locations>({
    method: 'GET',
    path: '/locations',
  }),
  locationChildren: /* @__PURE__ */ routeOf<typeof shopsCalls.locationChildren>({
    method: 'GET',
    path: '/locations/get-child',
  }),
});

/** The shops calls bound to a client: `shopsApi(client).pages(input)`. */
export const shopsApi: (client: Client) => DomainApi<ShopsRoutes> = /* @__PURE__ */ bindDomain(shopsRoutes);
