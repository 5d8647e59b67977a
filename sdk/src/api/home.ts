// Generated from src/contract/home.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { homeCalls } from '../contract/home';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type { HomeMainInput, HomeMainOutput } from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The home calls as routes, each with its method, path, encoding and plain input and output types. */
export type HomeRoutes = {
  /** GET /pages/main — The home page: slides, popular categories, hits, novelties and brands (§7.2, §2.1). */
  readonly main: TypedRoute<HomeMainInput, HomeMainOutput, 'GET', '/pages/main', 'form'>;
};

/** The home calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const homeRoutes: HomeRoutes = /* @__PURE__ */ namedRoutes('home', {
  main: /* @__PURE__ */ routeOf<typeof homeCalls.main>({
    method: 'GET',
    path: '/pages/main',
  }),
});

/** The home calls bound to a client: `homeApi(client).main(input)`. */
export const homeApi: (client: Client) => DomainApi<HomeRoutes> = /* @__PURE__ */ bindDomain(homeRoutes);
