// Generated from src/contract/cities.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { citiesCalls } from '../contract/cities';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  CitiesCurrentInput,
  CitiesCurrentOutput,
  CitiesGetInput,
  CitiesGetOutput,
  CitiesListInput,
  CitiesListOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The cities calls as routes, each with its method, path, encoding and plain input and output types. */
export type CitiesRoutes = {
  /** GET /cities — The pickup cities first, then the delivery cities, optionally by kind or by name: the start of the name or of any of its words, in any case, «ё» as «е» (§7.7, §4.3). */
  readonly list: TypedRoute<CitiesListInput, CitiesListOutput, 'GET', '/cities', 'form'>;
  /** GET /cities/current — The city of `currentCity`, else of the host subdomain, else the default (§7.7). */
  readonly current: TypedRoute<CitiesCurrentInput, CitiesCurrentOutput, 'GET', '/cities/current', 'form'>;
  /** GET /cities/{id} — A city by its locationId; used for the suggested city (§7.7, §4.3). */
  readonly get: TypedRoute<CitiesGetInput, CitiesGetOutput, 'GET', '/cities/{id}', 'form'>;
};

/** The cities calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const citiesRoutes: CitiesRoutes = /* @__PURE__ */ namedRoutes('cities', {
  list: /* @__PURE__ */ routeOf<typeof citiesCalls.list>({
    method: 'GET',
    path: '/cities',
  }),
  current: /* @__PURE__ */ routeOf<typeof citiesCalls.current>({
    method: 'GET',
    path: '/cities/current',
  }),
  get: /* @__PURE__ */ routeOf<typeof citiesCalls.get>({
    method: 'GET',
    path: '/cities/{id}',
  }),
});

/** The cities calls bound to a client: `citiesApi(client).list(input)`. */
export const citiesApi: (client: Client) => DomainApi<CitiesRoutes> =
  /* @__PURE__ */ bindDomain(citiesRoutes);
