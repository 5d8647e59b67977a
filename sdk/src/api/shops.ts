// Generated from src/contract/shops.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The shops calls as routes, each with its method, path, encoding and plain input and output types. */
export type ShopsRoutes = Record<string, never>;

/** The shops calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const shopsRoutes: ShopsRoutes = {};

/** The shops calls bound to a client (none yet: a room for what comes). */
export const shopsApi: (client: Client) => DomainApi<ShopsRoutes> = /* @__PURE__ */ bindDomain(shopsRoutes);
