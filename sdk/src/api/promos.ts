// Generated from src/contract/promos.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The promos calls as routes, each with its method, path, encoding and plain input and output types. */
export type PromosRoutes = Record<string, never>;

/** The promos calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const promosRoutes: PromosRoutes = {};

/** The promos calls bound to a client (none yet: a room for what comes). */
export const promosApi: (client: Client) => DomainApi<PromosRoutes> =
  /* @__PURE__ */ bindDomain(promosRoutes);
