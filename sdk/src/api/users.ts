// Generated from src/contract/users.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { usersCalls } from '../contract/users';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The users calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const usersRoutes: RouteTable<typeof usersCalls> = {
  /** POST /users/authhash — Exchanges a one-time login link hash (the `h` query, §4.1) and the fingerprint for a session (§7.4). */
  authhash: /* @__PURE__ */ routeOf<typeof usersCalls.authhash>({
    id: 'users.authhash',
    method: 'POST',
    path: '/users/authhash',
    encoding: 'form',
  }),
  /** POST /users/registration — Registers a private person (phone + SMS code) or a legal entity (e-mail + code, with its organization) and logs them in (§7.4, §2.3). */
  registration: /* @__PURE__ */ routeOf<typeof usersCalls.registration>({
    id: 'users.registration',
    method: 'POST',
    path: '/users/registration',
    encoding: 'form',
  }),
  /** POST /users/authentication — First step of a phone login or registration: sends a one-time SMS code, valid 5 minutes (§7.4). */
  authentication: /* @__PURE__ */ routeOf<typeof usersCalls.authentication>({
    id: 'users.authentication',
    method: 'POST',
    path: '/users/authentication',
    encoding: 'form',
  }),
  /** POST /users/login — Logs in by phone or e-mail with a password, or by phone with the SMS code (§7.4); 5 failures lock for 15 minutes. */
  login: /* @__PURE__ */ routeOf<typeof usersCalls.login>({
    id: 'users.login',
    method: 'POST',
    path: '/users/login',
    encoding: 'form',
  }),
  /** POST /users/refresh — Renews the session by the refresh cookie, rotating it; a guest gets an `unauthorized` token with its fUserId (§7.4, §4.1). */
  refresh: /* @__PURE__ */ routeOf<typeof usersCalls.refresh>({
    id: 'users.refresh',
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
  }),
  /** POST /users/logout — Ends the session: revokes the refresh credential and answers a guest token (§7.4, §4.1). */
  logout: /* @__PURE__ */ routeOf<typeof usersCalls.logout>({
    id: 'users.logout',
    method: 'POST',
    path: '/users/logout',
    encoding: 'form',
  }),
  /** POST /users/restore-password — Sends a recovery code to a phone (SMS) or an e-mail; the same answer whether or not the account exists (§7.4). */
  restorePassword: /* @__PURE__ */ routeOf<typeof usersCalls.restorePassword>({
    id: 'users.restorePassword',
    method: 'POST',
    path: '/users/restore-password',
    encoding: 'form',
  }),
  /** POST /users/send-password-from-sms — With the recovery code: sets the given password, or makes one and sends it by SMS; logs in (§7.4, §5). */
  sendPasswordFromSms: /* @__PURE__ */ routeOf<typeof usersCalls.sendPasswordFromSms>({
    id: 'users.sendPasswordFromSms',
    method: 'POST',
    path: '/users/send-password-from-sms',
    encoding: 'form',
  }),
  /** GET /users/personal — The user's account: profile, receivers, addresses, organizations, subscriptions, bank details (§7.4). */
  personal: /* @__PURE__ */ routeOf<typeof usersCalls.personal>({
    id: 'users.personal',
    method: 'GET',
    path: '/users/personal',
    encoding: 'form',
  }),
  /** POST /users/personal/change — Changes the profile; subscriptions go as subscriptions[], an empty choice as -1 (§7.4, §5). */
  change: /* @__PURE__ */ routeOf<typeof usersCalls.change>({
    id: 'users.change',
    method: 'POST',
    path: '/users/personal/change',
    encoding: 'form',
  }),
  /** POST /users/personal/change-modal — Changes the profile from a modal (name and e-mail asked at checkout or after an SMS login); same fields as change (§7.4). */
  changeModal: /* @__PURE__ */ routeOf<typeof usersCalls.changeModal>({
    id: 'users.changeModal',
    method: 'POST',
    path: '/users/personal/change-modal',
    encoding: 'form',
  }),
  /** POST /users/personal/add-receiver — Adds a receiver (§7.4, §3). */
  addReceiver: /* @__PURE__ */ routeOf<typeof usersCalls.addReceiver>({
    id: 'users.addReceiver',
    method: 'POST',
    path: '/users/personal/add-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/change-receiver — Changes a receiver (§7.4). */
  changeReceiver: /* @__PURE__ */ routeOf<typeof usersCalls.changeReceiver>({
    id: 'users.changeReceiver',
    method: 'POST',
    path: '/users/personal/change-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-receiver — Removes a receiver (§7.4). */
  removeReceiver: /* @__PURE__ */ routeOf<typeof usersCalls.removeReceiver>({
    id: 'users.removeReceiver',
    method: 'POST',
    path: '/users/personal/remove-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/add-address — Adds a delivery address (§7.4, §3). */
  addAddress: /* @__PURE__ */ routeOf<typeof usersCalls.addAddress>({
    id: 'users.addAddress',
    method: 'POST',
    path: '/users/personal/add-address',
    encoding: 'form',
  }),
  /** POST /users/personal/change-address — Changes a delivery address (§7.4). */
  changeAddress: /* @__PURE__ */ routeOf<typeof usersCalls.changeAddress>({
    id: 'users.changeAddress',
    method: 'POST',
    path: '/users/personal/change-address',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-address — Removes a delivery address (§7.4). */
  removeAddress: /* @__PURE__ */ routeOf<typeof usersCalls.removeAddress>({
    id: 'users.removeAddress',
    method: 'POST',
    path: '/users/personal/remove-address',
    encoding: 'form',
  }),
  /** POST /users/personal/add-organization — Adds an organization (booleans as Y/N, §5); the first one makes the user a B2B buyer (§7.4, §6). */
  addOrganization: /* @__PURE__ */ routeOf<typeof usersCalls.addOrganization>({
    id: 'users.addOrganization',
    method: 'POST',
    path: '/users/personal/add-organization',
    encoding: 'form',
  }),
  /** POST /users/personal/change-organization — Changes an organization (§7.4, §5). */
  changeOrganization: /* @__PURE__ */ routeOf<typeof usersCalls.changeOrganization>({
    id: 'users.changeOrganization',
    method: 'POST',
    path: '/users/personal/change-organization',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-organization — Removes an organization with its bank details (§7.4). */
  removeOrganization: /* @__PURE__ */ routeOf<typeof usersCalls.removeOrganization>({
    id: 'users.removeOrganization',
    method: 'POST',
    path: '/users/personal/remove-organization',
    encoding: 'form',
  }),
};

/** The users calls bound to a client: `usersApi(client).authhash(input)`. */
export const usersApi: (client: Client) => DomainApi<typeof usersRoutes> =
  /* @__PURE__ */ bindDomain(usersRoutes);
