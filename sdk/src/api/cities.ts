// Generated from src/contract/cities.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { citiesCalls } from '../contract/cities';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The cities calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const citiesRoutes: RouteTable<typeof citiesCalls> = {
  /** GET /cities — The pickup cities and the delivery cities, optionally by kind or name prefix (§7.7). */
  list: /* @__PURE__ */ routeOf<typeof citiesCalls.list>({
    id: 'cities.list',
    method: 'GET',
    path: '/cities',
    encoding: 'form',
  }),
  /** GET /cities/current — The city of `currentCity`, else of the host subdomain, else the default (§7.7). */
  current: /* @__PURE__ */ routeOf<typeof citiesCalls.current>({
    id: 'cities.current',
    method: 'GET',
    path: '/cities/current',
    encoding: 'form',
  }),
  /** GET /cities/{id} — A city by its locationId; used for the suggested city (§7.7, §4.3). */
  get: /* @__PURE__ */ routeOf<typeof citiesCalls.get>({
    id: 'cities.get',
    method: 'GET',
    path: '/cities/{id}',
    encoding: 'form',
  }),
};

/** The cities calls bound to a client: `citiesApi(client).list(input)`. */
export const citiesApi: (client: Client) => DomainApi<typeof citiesRoutes> =
  /* @__PURE__ */ bindDomain(citiesRoutes);
