// Generated from src/contract/brands.ts by `npm run contract`: edit the table, not this file.

import type { brandsCalls } from '../contract/brands';
import type { RouteTable } from '../contract/call';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The brands calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const brandsRoutes: RouteTable<typeof brandsCalls> = {};

/** The brands calls bound to a client (none yet: a room for what comes). */
export const brandsApi: (client: Client) => DomainApi<typeof brandsRoutes> =
  /* @__PURE__ */ bindDomain(brandsRoutes);
