import { routeOf } from '../contract/call';
import type { usersCalls } from '../contract/users';

/**
 * The session refresh the client itself makes (§4.1), on its own rather than through the generated
 * `usersRoutes`, so the core bundle does not carry every users route. Typed by its table row: a
 * method, path or encoding that drifts from it does not compile.
 */
export const refreshRoute = routeOf<typeof usersCalls.refresh>({
  id: 'users.refresh',
  method: 'POST',
  path: '/users/refresh',
  encoding: 'plain',
});
