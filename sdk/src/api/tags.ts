// Generated from src/contract/tags.ts by `npm run contract`: edit the table, not this file.

import type { RouteTable } from '../contract/call';
import type { tagsCalls } from '../contract/tags';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The tags calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const tagsRoutes: RouteTable<typeof tagsCalls> = {};

/** The tags calls bound to a client (none yet: a room for what comes). */
export const tagsApi: (client: Client) => DomainApi<typeof tagsRoutes> =
  /* @__PURE__ */ bindDomain(tagsRoutes);
