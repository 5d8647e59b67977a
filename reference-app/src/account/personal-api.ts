// Temporary: a copy of the SDK's generated module until @verstak/sdk exports it (h-sdk-identity).

import type { personalCalls, RouteTable } from '@verstak/sdk/contract';
import { bindDomain, routeOf } from '@verstak/sdk/routes';

/** The personal calls as routes: what the client sends, without schemas. */
export const personalRoutes = {
  /** GET /pages/personal — The profile page (and the bonuses page): user, counters, bonus card and movements, B2B categories, managers, contacts (§7.3, §3). */
  profile: routeOf<typeof personalCalls.profile>({
    id: 'personal.profile',
    method: 'GET',
    path: '/pages/personal',
    encoding: 'form',
  }),
  /** GET /pages/personal/settings — The settings page: profile, password state, subscriptions on offer, receivers and addresses (§7.3). */
  settings: routeOf<typeof personalCalls.settings>({
    id: 'personal.settings',
    method: 'GET',
    path: '/pages/personal/settings',
    encoding: 'form',
  }),
  /** GET /pages/personal/organizations — The organizations page: the user's organizations with their bank details, EDO and contract (§7.3). */
  organizations: routeOf<typeof personalCalls.organizations>({
    id: 'personal.organizations',
    method: 'GET',
    path: '/pages/personal/organizations',
    encoding: 'form',
  }),
  /** GET /pages/personal/repairs — The user's repair requests, newest first, paged (§7.3). */
  repairs: routeOf<typeof personalCalls.repairs>({
    id: 'personal.repairs',
    method: 'GET',
    path: '/pages/personal/repairs',
    encoding: 'form',
  }),
  /** GET /pages/personal/reviews — The user's product reviews, newest first, paged (§7.3). */
  reviews: routeOf<typeof personalCalls.reviews>({
    id: 'personal.reviews',
    method: 'GET',
    path: '/pages/personal/reviews',
    encoding: 'form',
  }),
  /** GET /pages/personal/history — Products the user viewed, last viewed first, paged; the product page records a view (§7.3). */
  history: routeOf<typeof personalCalls.history>({
    id: 'personal.history',
    method: 'GET',
    path: '/pages/personal/history',
    encoding: 'form',
  }),
} satisfies RouteTable<typeof personalCalls>;

/** The personal calls bound to a client: `personalApi(client).profile(input)`. */
export const personalApi = bindDomain(personalRoutes);
