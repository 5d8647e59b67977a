// Generated from src/contract/content.ts by `npm run contract`: edit the table, not this file.

import type { RouteTable } from '../contract/call';
import type { contentCalls } from '../contract/content';
import { bindDomain } from './bind-domain';

/** The content calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const contentRoutes = {} satisfies RouteTable<typeof contentCalls>;

/** The content calls bound to a client (none yet: a room for what comes). */
export const contentApi = /* @__PURE__ */ bindDomain(contentRoutes);
