import type { IdentityRefreshInput, IdentityRefreshOutput } from '../api/api-types';
import { namedRoutes, routeOf } from '../contract/call';
import type { identityCalls } from '../contract/identity';
import type { TypedRoute } from '../contract/route';

/**
 * The session refresh the client itself makes (§4.1), on its own rather than through the generated
 * `identityRoutes`, so the core bundle does not carry every identity route. Typed by its table row: a
 * method, path or encoding that drifts from it does not compile.
 */
export const refreshRoute: TypedRoute<
  IdentityRefreshInput,
  IdentityRefreshOutput,
  'POST',
  '/users/refresh',
  'plain'
> = namedRoutes('identity', {
  refresh: routeOf<typeof identityCalls.refresh>({
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
  }),
}).refresh;
