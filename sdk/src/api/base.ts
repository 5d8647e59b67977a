// Generated from src/contract/base.ts by `npm run contract`: edit the table, not this file.

import type { baseCalls } from '../contract/base';
import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  BaseCloseHeaderBannerInput,
  BaseCloseHeaderBannerOutput,
  BaseGetInput,
  BaseGetOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The base calls as routes, each with its method, path, encoding and plain input and output types. */
export type BaseRoutes = {
  /** GET /base — The session and layout data every page needs; `select` narrows it (§7.2, §3). */
  readonly get: TypedRoute<BaseGetInput, BaseGetOutput, 'GET', '/base', 'form'>;
  /** POST /cookie/header-banner — Closes a header banner for this browser: a cookie lists it, and `/base` leaves it out from then on (§7.7, §3 Header banner). */
  readonly closeHeaderBanner: TypedRoute<
    BaseCloseHeaderBannerInput,
    BaseCloseHeaderBannerOutput,
    'POST',
    '/cookie/header-banner',
    'form'
  >;
};

/** The base calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const baseRoutes: BaseRoutes = /* @__PURE__ */ namedRoutes('base', {
  get: /* @__PURE__ */ routeOf<typeof baseCalls.get>({
    method: 'GET',
    path: '/base',
  }),
  closeHeaderBanner: /* @__PURE__ */ routeOf<typeof baseCalls.closeHeaderBanner>({
    method: 'POST',
    path: '/cookie/header-banner',
  }),
});

/** The base calls bound to a client: `baseApi(client).get(input)`. */
export const baseApi: (client: Client) => DomainApi<BaseRoutes> = /* @__PURE__ */ bindDomain(baseRoutes);
