// Generated from src/contract/errors.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { errorsCalls } from '../contract/errors';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The errors calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const errorsRoutes: RouteTable<typeof errorsCalls> = {
  /** GET /pages/404 — The not-found page: its popular categories (§7.2, §2.8). */
  notFound: /* @__PURE__ */ routeOf<typeof errorsCalls.notFound>({
    id: 'errors.notFound',
    method: 'GET',
    path: '/pages/404',
    encoding: 'form',
  }),
};

/** The errors calls bound to a client: `errorsApi(client).notFound(input)`. */
export const errorsApi: (client: Client) => DomainApi<typeof errorsRoutes> =
  /* @__PURE__ */ bindDomain(errorsRoutes);
