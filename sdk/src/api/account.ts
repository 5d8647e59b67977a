// Generated from src/contract/account.ts by `npm run contract`: edit the table, not this file.

import type { accountCalls } from '../contract/account';
import { type RouteTable, routeOf } from '../contract/call';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The account calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const accountRoutes: RouteTable<typeof accountCalls> = {
  /** GET /users/personal — The user's account: profile, receivers, addresses, organizations, subscriptions, bank details (§7.4). */
  personalData: /* @__PURE__ */ routeOf<typeof accountCalls.personalData>({
    id: 'account.personalData',
    method: 'GET',
    path: '/users/personal',
    encoding: 'form',
  }),
  /** POST /users/personal/change — Changes the profile; subscriptions go as subscriptions[], an empty choice as -1 (§7.4, §5). */
  changeProfile: /* @__PURE__ */ routeOf<typeof accountCalls.changeProfile>({
    id: 'account.changeProfile',
    method: 'POST',
    path: '/users/personal/change',
    encoding: 'form',
  }),
  /** POST /users/personal/change-modal — Changes the profile from a modal (name and e-mail asked at checkout or after an SMS login); same fields as change (§7.4). */
  changeProfileModal: /* @__PURE__ */ routeOf<typeof accountCalls.changeProfileModal>({
    id: 'account.changeProfileModal',
    method: 'POST',
    path: '/users/personal/change-modal',
    encoding: 'form',
  }),
  /** PATCH /user/ — Changes the profile: the fields of `/users/personal/change` (§7.4). */
  updateProfile: /* @__PURE__ */ routeOf<typeof accountCalls.updateProfile>({
    id: 'account.updateProfile',
    method: 'PATCH',
    path: '/user/',
    encoding: 'json',
  }),
  /** POST /users/personal/add-receiver — Adds a receiver (§7.4, §3). */
  addReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.addReceiver>({
    id: 'account.addReceiver',
    method: 'POST',
    path: '/users/personal/add-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/change-receiver — Changes a receiver (§7.4). */
  changeReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.changeReceiver>({
    id: 'account.changeReceiver',
    method: 'POST',
    path: '/users/personal/change-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-receiver — Removes a receiver (§7.4). */
  removeReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.removeReceiver>({
    id: 'account.removeReceiver',
    method: 'POST',
    path: '/users/personal/remove-receiver',
    encoding: 'form',
  }),
  /** POST /users/personal/add-address — Adds a delivery address (§7.4, §3). */
  addAddress: /* @__PURE__ */ routeOf<typeof accountCalls.addAddress>({
    id: 'account.addAddress',
    method: 'POST',
    path: '/users/personal/add-address',
    encoding: 'form',
  }),
  /** POST /users/personal/change-address — Changes a delivery address (§7.4). */
  changeAddress: /* @__PURE__ */ routeOf<typeof accountCalls.changeAddress>({
    id: 'account.changeAddress',
    method: 'POST',
    path: '/users/personal/change-address',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-address — Removes a delivery address (§7.4). */
  removeAddress: /* @__PURE__ */ routeOf<typeof accountCalls.removeAddress>({
    id: 'account.removeAddress',
    method: 'POST',
    path: '/users/personal/remove-address',
    encoding: 'form',
  }),
  /** POST /users/personal/add-organization — Adds an organization (booleans as Y/N, §5); the first one makes the user a B2B buyer (§7.4, §6). */
  addOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.addOrganization>({
    id: 'account.addOrganization',
    method: 'POST',
    path: '/users/personal/add-organization',
    encoding: 'form',
  }),
  /** POST /users/personal/change-organization — Changes an organization (§7.4, §5). */
  changeOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.changeOrganization>({
    id: 'account.changeOrganization',
    method: 'POST',
    path: '/users/personal/change-organization',
    encoding: 'form',
  }),
  /** POST /users/personal/remove-organization — Removes an organization with its bank details (§7.4). */
  removeOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.removeOrganization>({
    id: 'account.removeOrganization',
    method: 'POST',
    path: '/users/personal/remove-organization',
    encoding: 'form',
  }),
  /** GET /user/organizations/ — The user's organizations, optionally found by name or INN (§7.4). */
  organizations: /* @__PURE__ */ routeOf<typeof accountCalls.organizations>({
    id: 'account.organizations',
    method: 'GET',
    path: '/user/organizations/',
    encoding: 'form',
  }),
  /** POST /user/organizations/ — Adds an organization: the fields of `/users/personal/add-organization` (§7.4). */
  createOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.createOrganization>({
    id: 'account.createOrganization',
    method: 'POST',
    path: '/user/organizations/',
    encoding: 'json',
  }),
  /** PATCH /user/organizations/{id} — Changes an organization (§7.4). */
  updateOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.updateOrganization>({
    id: 'account.updateOrganization',
    method: 'PATCH',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  /** DELETE /user/organizations/{id} — Removes an organization with its bank details (§7.4). */
  deleteOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.deleteOrganization>({
    id: 'account.deleteOrganization',
    method: 'DELETE',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  /** PATCH /user/organizations/{id}/edo — Turns electronic document flow (ЭДО) on or off, with the operator and participant id (§7.4). */
  changeEdo: /* @__PURE__ */ routeOf<typeof accountCalls.changeEdo>({
    id: 'account.changeEdo',
    method: 'PATCH',
    path: '/user/organizations/{id}/edo',
    encoding: 'json',
  }),
  /** PATCH /user/organizations/{id}/contract — Requests a supply contract for an organization (status `requested`); staff sign it (§7.4). */
  changeContract: /* @__PURE__ */ routeOf<typeof accountCalls.changeContract>({
    id: 'account.changeContract',
    method: 'PATCH',
    path: '/user/organizations/{id}/contract',
    encoding: 'json',
  }),
  /** GET /user/bank-details/ — The bank details of the user's organizations (§7.4). */
  bankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.bankDetails>({
    id: 'account.bankDetails',
    method: 'GET',
    path: '/user/bank-details/',
    encoding: 'form',
  }),
  /** POST /user/bank-details/ — Adds bank details to one of the user's organizations; accounts are checked against the BIK (§7.4). */
  addBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.addBankDetails>({
    id: 'account.addBankDetails',
    method: 'POST',
    path: '/user/bank-details/',
    encoding: 'json',
  }),
  /** PATCH /user/bank-details/{id} — Changes bank details (§7.4). */
  changeBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.changeBankDetails>({
    id: 'account.changeBankDetails',
    method: 'PATCH',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  /** DELETE /user/bank-details/{id} — Removes bank details (§7.4). */
  removeBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.removeBankDetails>({
    id: 'account.removeBankDetails',
    method: 'DELETE',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  /** GET /pages/personal — The profile page (and the bonuses page): user, counters, bonus card and movements, B2B categories, managers, contacts (§7.3, §3). */
  profilePage: /* @__PURE__ */ routeOf<typeof accountCalls.profilePage>({
    id: 'account.profilePage',
    method: 'GET',
    path: '/pages/personal',
    encoding: 'form',
  }),
  /** GET /pages/personal/settings — The settings page: profile, password state, subscriptions on offer, receivers and addresses (§7.3). */
  settingsPage: /* @__PURE__ */ routeOf<typeof accountCalls.settingsPage>({
    id: 'account.settingsPage',
    method: 'GET',
    path: '/pages/personal/settings',
    encoding: 'form',
  }),
  /** GET /pages/personal/organizations — The organizations page: the user's organizations with their bank details, EDO and contract (§7.3). */
  organizationsPage: /* @__PURE__ */ routeOf<typeof accountCalls.organizationsPage>({
    id: 'account.organizationsPage',
    method: 'GET',
    path: '/pages/personal/organizations',
    encoding: 'form',
  }),
  /** GET /pages/personal/repairs — The user's repair requests, newest first, paged (§7.3). */
  repairsPage: /* @__PURE__ */ routeOf<typeof accountCalls.repairsPage>({
    id: 'account.repairsPage',
    method: 'GET',
    path: '/pages/personal/repairs',
    encoding: 'form',
  }),
  /** GET /pages/personal/reviews — The user's product reviews, newest first, paged (§7.3). */
  reviewsPage: /* @__PURE__ */ routeOf<typeof accountCalls.reviewsPage>({
    id: 'account.reviewsPage',
    method: 'GET',
    path: '/pages/personal/reviews',
    encoding: 'form',
  }),
  /** GET /pages/personal/history — Products the user viewed, last viewed first, paged; the product page records a view (§7.3). */
  historyPage: /* @__PURE__ */ routeOf<typeof accountCalls.historyPage>({
    id: 'account.historyPage',
    method: 'GET',
    path: '/pages/personal/history',
    encoding: 'form',
  }),
};

/** The account calls bound to a client: `accountApi(client).personalData(input)`. */
export const accountApi: (client: Client) => DomainApi<typeof accountRoutes> =
  /* @__PURE__ */ bindDomain(accountRoutes);
