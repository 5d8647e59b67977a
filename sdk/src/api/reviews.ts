// Generated from src/contract/reviews.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The reviews calls as routes, each with its method, path, encoding and plain input and output types. */
export type ReviewsRoutes = Record<string, never>;

/** The reviews calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const reviewsRoutes: ReviewsRoutes = {};

/** The reviews calls bound to a client (none yet: a room for what comes). */
export const reviewsApi: (client: Client) => DomainApi<ReviewsRoutes> =
  /* @__PURE__ */ bindDomain(reviewsRoutes);
