// Generated from src/contract/content.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The content calls as routes, each with its method, path, encoding and plain input and output types. */
export type ContentRoutes = Record<string, never>;

/** The content calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const contentRoutes: ContentRoutes = {};

/** The content calls bound to a client (none yet: a room for what comes). */
export const contentApi: (client: Client) => DomainApi<ContentRoutes> =
  /* @__PURE__ */ bindDomain(contentRoutes);
