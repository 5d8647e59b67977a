// Generated from src/contract/base.ts by `npm run contract`: edit the table, not this file.

import type { baseCalls } from '../contract/base';
import { type RouteTable, routeOf } from '../contract/call';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The base calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const baseRoutes: RouteTable<typeof baseCalls> = {
  /** GET /base — The session and layout data every page needs; `select` narrows it (§7.2, §3). */
  get: /* @__PURE__ */ routeOf<typeof baseCalls.get>({
    id: 'base.get',
    method: 'GET',
    path: '/base',
    encoding: 'form',
  }),
};

/** The base calls bound to a client: `baseApi(client).get(input)`. */
export const baseApi: (client: Client) => DomainApi<typeof baseRoutes> =
  /* @__PURE__ */ bindDomain(baseRoutes);
