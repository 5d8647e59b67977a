// Generated from src/contract/users.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { usersCalls } from '../contract/users';
import { bindDomain } from './bind-domain';

/** The users calls as routes: what the client sends, without schemas. */
export const usersRoutes = {
  /** POST /users/refresh — Renews the session: a new access token; a guest gets an `unauthorized` one with its fUserId (§7.4, §4.1). */
  refresh: routeOf<typeof usersCalls.refresh>({
    id: 'users.refresh',
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
  }),
} satisfies RouteTable<typeof usersCalls>;

/** The users calls bound to a client: `usersApi(client).refresh(input)`. */
export const usersApi = bindDomain(usersRoutes);
