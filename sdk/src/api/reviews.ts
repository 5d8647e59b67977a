// Generated from src/contract/reviews.ts by `npm run contract`: edit the table, not this file.

import type { RouteTable } from '../contract/call';
import type { reviewsCalls } from '../contract/reviews';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The reviews calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const reviewsRoutes: RouteTable<typeof reviewsCalls> = {};

/** The reviews calls bound to a client (none yet: a room for what comes). */
export const reviewsApi: (client: Client) => DomainApi<typeof reviewsRoutes> =
  /* @__PURE__ */ bindDomain(reviewsRoutes);
