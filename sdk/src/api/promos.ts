// Generated from src/contract/promos.ts by `npm run contract`: edit the table, not this file.

import type { RouteTable } from '../contract/call';
import type { promosCalls } from '../contract/promos';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The promos calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const promosRoutes: RouteTable<typeof promosCalls> = {};

/** The promos calls bound to a client (none yet: a room for what comes). */
export const promosApi: (client: Client) => DomainApi<typeof promosRoutes> =
  /* @__PURE__ */ bindDomain(promosRoutes);
