// Generated from src/contract/tags.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The tags calls as routes, each with its method, path, encoding and plain input and output types. */
export type TagsRoutes = Record<string, never>;

/** The tags calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const tagsRoutes: TagsRoutes = {};

/** The tags calls bound to a client (none yet: a room for what comes). */
export const tagsApi: (client: Client) => DomainApi<TagsRoutes> = /* @__PURE__ */ bindDomain(tagsRoutes);
