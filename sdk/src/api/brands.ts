// Generated from src/contract/brands.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The brands calls as routes, each with its method, path, encoding and plain input and output types. */
export type BrandsRoutes = Record<string, never>;

/** The brands calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const brandsRoutes: BrandsRoutes = {};

/** The brands calls bound to a client (none yet: a room for what comes). */
export const brandsApi: (client: Client) => DomainApi<BrandsRoutes> =
  /* @__PURE__ */ bindDomain(brandsRoutes);
