import { routeOf } from '../contract/call';
import type { identityCalls } from '../contract/identity';

/**
 * The session refresh the client itself makes (§4.1), on its own rather than through the generated
 * `identityRoutes`, so the core bundle does not carry every identity route. Typed by its table row: a
 * method, path or encoding that drifts from it does not compile.
 */
export const refreshRoute = routeOf<typeof identityCalls.refresh>({
  id: 'identity.refresh',
  method: 'POST',
  path: '/users/refresh',
  encoding: 'plain',
});
