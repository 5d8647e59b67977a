// Generated from src/contract/errors.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { errorsCalls } from '../contract/errors';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type { ErrorsNotFoundInput, ErrorsNotFoundOutput } from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The errors calls as routes, each with its method, path, encoding and plain input and output types. */
export type ErrorsRoutes = {
  /** GET /pages/404 — The not-found page: its popular categories (§7.2, §2.8). */
  readonly notFound: TypedRoute<ErrorsNotFoundInput, ErrorsNotFoundOutput, 'GET', '/pages/404', 'form'>;
};

/** The errors calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const errorsRoutes: ErrorsRoutes = /* @__PURE__ */ namedRoutes('errors', {
  notFound: /* @__PURE__ */ routeOf<typeof errorsCalls.notFound>({
    method: 'GET',
    path: '/pages/404',
  }),
});

/** The errors calls bound to a client: `errorsApi(client).notFound(input)`. */
export const errorsApi: (client: Client) => DomainApi<ErrorsRoutes> =
  /* @__PURE__ */ bindDomain(errorsRoutes);
