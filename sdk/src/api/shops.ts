// Generated from src/contract/shops.ts by `npm run contract`: edit the table, not this file.

import type { RouteTable } from '../contract/call';
import type { shopsCalls } from '../contract/shops';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The shops calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const shopsRoutes: RouteTable<typeof shopsCalls> = {};

/** The shops calls bound to a client (none yet: a room for what comes). */
export const shopsApi: (client: Client) => DomainApi<typeof shopsRoutes> =
  /* @__PURE__ */ bindDomain(shopsRoutes);
