// Generated from src/contract/personal.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { personalCalls } from '../contract/personal';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The personal calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const personalRoutes: RouteTable<typeof personalCalls> = {
  /** GET /pages/personal — The profile page (and the bonuses page): user, counters, bonus card and movements, B2B categories, managers, contacts (§7.3, §3). */
  profile: /* @__PURE__ */ routeOf<typeof personalCalls.profile>({
    id: 'personal.profile',
    method: 'GET',
    path: '/pages/personal',
    encoding: 'form',
  }),
  /** GET /pages/personal/settings — The settings page: profile, password state, subscriptions on offer, receivers and addresses (§7.3). */
  settings: /* @__PURE__ */ routeOf<typeof personalCalls.settings>({
    id: 'personal.settings',
    method: 'GET',
    path: '/pages/personal/settings',
    encoding: 'form',
  }),
  /** GET /pages/personal/organizations — The organizations page: the user's organizations with their bank details, EDO and contract (§7.3). */
  organizations: /* @__PURE__ */ routeOf<typeof personalCalls.organizations>({
    id: 'personal.organizations',
    method: 'GET',
    path: '/pages/personal/organizations',
    encoding: 'form',
  }),
  /** GET /pages/personal/repairs — The user's repair requests, newest first, paged (§7.3). */
  repairs: /* @__PURE__ */ routeOf<typeof personalCalls.repairs>({
    id: 'personal.repairs',
    method: 'GET',
    path: '/pages/personal/repairs',
    encoding: 'form',
  }),
  /** GET /pages/personal/reviews — The user's product reviews, newest first, paged (§7.3). */
  reviews: /* @__PURE__ */ routeOf<typeof personalCalls.reviews>({
    id: 'personal.reviews',
    method: 'GET',
    path: '/pages/personal/reviews',
    encoding: 'form',
  }),
  /** GET /pages/personal/history — Products the user viewed, last viewed first, paged; the product page records a view (§7.3). */
  history: /* @__PURE__ */ routeOf<typeof personalCalls.history>({
    id: 'personal.history',
    method: 'GET',
    path: '/pages/personal/history',
    encoding: 'form',
  }),
};

/** The personal calls bound to a client: `personalApi(client).profile(input)`. */
export const personalApi: (client: Client) => DomainApi<typeof personalRoutes> =
  /* @__PURE__ */ bindDomain(personalRoutes);
