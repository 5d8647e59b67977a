// Generated from src/contract/account.ts by `npm run contract`: edit the table, not this file.

import type { accountCalls } from '../contract/account';
import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  AccountAddAddressInput,
  AccountAddAddressOutput,
  AccountAddBankDetailsInput,
  AccountAddBankDetailsOutput,
  AccountAddOrganizationInput,
  AccountAddOrganizationOutput,
  AccountAddReceiverInput,
  AccountAddReceiverOutput,
  AccountBankDetailsInput,
  AccountBankDetailsOutput,
  AccountChangeAddressInput,
  AccountChangeAddressOutput,
  AccountChangeBankDetailsInput,
  AccountChangeBankDetailsOutput,
  AccountChangeContractInput,
  AccountChangeContractOutput,
  AccountChangeEdoInput,
  AccountChangeEdoOutput,
  AccountChangeOrganizationInput,
  AccountChangeOrganizationOutput,
  AccountChangeProfileInput,
  AccountChangeProfileModalInput,
  AccountChangeProfileModalOutput,
  AccountChangeProfileOutput,
  AccountChangeReceiverInput,
  AccountChangeReceiverOutput,
  AccountCreateOrganizationInput,
  AccountCreateOrganizationOutput,
  AccountDeleteOrganizationInput,
  AccountDeleteOrganizationOutput,
  AccountHistoryPageInput,
  AccountHistoryPageOutput,
  AccountOrganizationsInput,
  AccountOrganizationsOutput,
  AccountOrganizationsPageInput,
  AccountOrganizationsPageOutput,
  AccountPersonalDataInput,
  AccountPersonalDataOutput,
  AccountProfilePageInput,
  AccountProfilePageOutput,
  AccountRemoveAddressInput,
  AccountRemoveAddressOutput,
  AccountRemoveBankDetailsInput,
  AccountRemoveBankDetailsOutput,
  AccountRemoveOrganizationInput,
  AccountRemoveOrganizationOutput,
  AccountRemoveReceiverInput,
  AccountRemoveReceiverOutput,
  AccountRepairsPageInput,
  AccountRepairsPageOutput,
  AccountReviewsPageInput,
  AccountReviewsPageOutput,
  AccountSettingsPageInput,
  AccountSettingsPageOutput,
  AccountUpdateOrganizationInput,
  AccountUpdateOrganizationOutput,
  AccountUpdateProfileInput,
  AccountUpdateProfileOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The account calls as routes, each with its method, path, encoding and plain input and output types. */
export type AccountRoutes = {
  /** GET /users/personal — The user's account: profile, receivers, addresses, organizations, subscriptions, bank details (§7.4). */
  readonly personalData: TypedRoute<
    AccountPersonalDataInput,
    AccountPersonalDataOutput,
    'GET',
    '/users/personal',
    'form'
  >;
  /** POST /users/personal/change — Changes the profile; subscriptions go as subscriptions[], an empty choice as -1 (§7.4, §5). */
  readonly changeProfile: TypedRoute<
    AccountChangeProfileInput,
    AccountChangeProfileOutput,
    'POST',
    '/users/personal/change',
    'form'
  >;
  /** POST /users/personal/change-modal — Changes the profile from a modal (name and e-mail asked at checkout or after an SMS login); same fields as change (§7.4). */
  readonly changeProfileModal: TypedRoute<
    AccountChangeProfileModalInput,
    AccountChangeProfileModalOutput,
    'POST',
    '/users/personal/change-modal',
    'form'
  >;
  /** PATCH /user/ — Changes the profile: the fields of `/users/personal/change` (§7.4). */
  readonly updateProfile: TypedRoute<
    AccountUpdateProfileInput,
    AccountUpdateProfileOutput,
    'PATCH',
    '/user/',
    'json'
  >;
  /** POST /users/personal/add-receiver — Adds a receiver (§7.4, §3). */
  readonly addReceiver: TypedRoute<
    AccountAddReceiverInput,
    AccountAddReceiverOutput,
    'POST',
    '/users/personal/add-receiver',
    'form'
  >;
  /** POST /users/personal/change-receiver — Changes a receiver (§7.4). */
  readonly changeReceiver: TypedRoute<
    AccountChangeReceiverInput,
    AccountChangeReceiverOutput,
    'POST',
    '/users/personal/change-receiver',
    'form'
  >;
  /** POST /users/personal/remove-receiver — Removes a receiver (§7.4). */
  readonly removeReceiver: TypedRoute<
    AccountRemoveReceiverInput,
    AccountRemoveReceiverOutput,
    'POST',
    '/users/personal/remove-receiver',
    'form'
  >;
  /** POST /users/personal/add-address — Adds a delivery address (§7.4, §3). */
  readonly addAddress: TypedRoute<
    AccountAddAddressInput,
    AccountAddAddressOutput,
    'POST',
    '/users/personal/add-address',
    'form'
  >;
  /** POST /users/personal/change-address — Changes a delivery address (§7.4). */
  readonly changeAddress: TypedRoute<
    AccountChangeAddressInput,
    AccountChangeAddressOutput,
    'POST',
    '/users/personal/change-address',
    'form'
  >;
  /** POST /users/personal/remove-address — Removes a delivery address (§7.4). */
  readonly removeAddress: TypedRoute<
    AccountRemoveAddressInput,
    AccountRemoveAddressOutput,
    'POST',
    '/users/personal/remove-address',
    'form'
  >;
  /** POST /users/personal/add-organization — Adds an organization (booleans as Y/N, §5); the first one makes the user a B2B buyer (§7.4, §6). */
  readonly addOrganization: TypedRoute<
    AccountAddOrganizationInput,
    AccountAddOrganizationOutput,
    'POST',
    '/users/personal/add-organization',
    'form'
  >;
  /** POST /users/personal/change-organization — Changes an organization (§7.4, §5). */
  readonly changeOrganization: TypedRoute<
    AccountChangeOrganizationInput,
    AccountChangeOrganizationOutput,
    'POST',
    '/users/personal/change-organization',
    'form'
  >;
  /** POST /users/personal/remove-organization — Removes an organization with its bank details (§7.4). */
  readonly removeOrganization: TypedRoute<
    AccountRemoveOrganizationInput,
    AccountRemoveOrganizationOutput,
    'POST',
    '/users/personal/remove-organization',
    'form'
  >;
  /** GET /user/organizations/ — The user's organizations, optionally found by name or INN (§7.4). */
  readonly organizations: TypedRoute<
    AccountOrganizationsInput,
    AccountOrganizationsOutput,
    'GET',
    '/user/organizations/',
    'form'
  >;
  /** POST /user/organizations/ — Adds an organization: the fields of `/users/personal/add-organization` (§7.4). */
  readonly createOrganization: TypedRoute<
    AccountCreateOrganizationInput,
    AccountCreateOrganizationOutput,
    'POST',
    '/user/organizations/',
    'json'
  >;
  /** PATCH /user/organizations/{id} — Changes an organization (§7.4). */
  readonly updateOrganization: TypedRoute<
    AccountUpdateOrganizationInput,
    AccountUpdateOrganizationOutput,
    'PATCH',
    '/user/organizations/{id}',
    'json'
  >;
  /** DELETE /user/organizations/{id} — Removes an organization with its bank details (§7.4). */
  readonly deleteOrganization: TypedRoute<
    AccountDeleteOrganizationInput,
    AccountDeleteOrganizationOutput,
    'DELETE',
    '/user/organizations/{id}',
    'json'
  >;
  /** PATCH /user/organizations/{id}/edo — Turns electronic document flow (ЭДО) on or off, with the operator and participant id (§7.4). */
  readonly changeEdo: TypedRoute<
    AccountChangeEdoInput,
    AccountChangeEdoOutput,
    'PATCH',
    '/user/organizations/{id}/edo',
    'json'
  >;
  /** PATCH /user/organizations/{id}/contract — Requests a supply contract for an organization (status `requested`); staff sign it (§7.4). */
  readonly changeContract: TypedRoute<
    AccountChangeContractInput,
    AccountChangeContractOutput,
    'PATCH',
    '/user/organizations/{id}/contract',
    'json'
  >;
  /** GET /user/bank-details/ — The bank details of the user's organizations (§7.4). */
  readonly bankDetails: TypedRoute<
    AccountBankDetailsInput,
    AccountBankDetailsOutput,
    'GET',
    '/user/bank-details/',
    'form'
  >;
  /** POST /user/bank-details/ — Adds bank details to one of the user's organizations; accounts are checked against the BIK (§7.4). */
  readonly addBankDetails: TypedRoute<
    AccountAddBankDetailsInput,
    AccountAddBankDetailsOutput,
    'POST',
    '/user/bank-details/',
    'json'
  >;
  /** PATCH /user/bank-details/{id} — Changes bank details (§7.4). */
  readonly changeBankDetails: TypedRoute<
    AccountChangeBankDetailsInput,
    AccountChangeBankDetailsOutput,
    'PATCH',
    '/user/bank-details/{id}',
    'json'
  >;
  /** DELETE /user/bank-details/{id} — Removes bank details (§7.4). */
  readonly removeBankDetails: TypedRoute<
    AccountRemoveBankDetailsInput,
    AccountRemoveBankDetailsOutput,
    'DELETE',
    '/user/bank-details/{id}',
    'json'
  >;
  /** GET /pages/personal — The profile page (and the bonuses page): user, counters, bonus card and movements, B2B categories, managers, contacts (§7.3, §3). */
  readonly profilePage: TypedRoute<
    AccountProfilePageInput,
    AccountProfilePageOutput,
    'GET',
    '/pages/personal',
    'form'
  >;
  /** GET /pages/personal/settings — The settings page: profile, password state, subscriptions on offer, receivers and addresses (§7.3). */
  readonly settingsPage: TypedRoute<
    AccountSettingsPageInput,
    AccountSettingsPageOutput,
    'GET',
    '/pages/personal/settings',
    'form'
  >;
  /** GET /pages/personal/organizations — The organizations page: the user's organizations with their bank details, EDO and contract (§7.3). */
  readonly organizationsPage: TypedRoute<
    AccountOrganizationsPageInput,
    AccountOrganizationsPageOutput,
    'GET',
    '/pages/personal/organizations',
    'form'
  >;
  /** GET /pages/personal/repairs — The user's repair requests, newest first, paged (§7.3). */
  readonly repairsPage: TypedRoute<
    AccountRepairsPageInput,
    AccountRepairsPageOutput,
    'GET',
    '/pages/personal/repairs',
    'form'
  >;
  /** GET /pages/personal/reviews — The user's product reviews, newest first, paged (§7.3). */
  readonly reviewsPage: TypedRoute<
    AccountReviewsPageInput,
    AccountReviewsPageOutput,
    'GET',
    '/pages/personal/reviews',
    'form'
  >;
  /** GET /pages/personal/history — Products the user viewed, last viewed first, paged; the product page records a view (§7.3). */
  readonly historyPage: TypedRoute<
    AccountHistoryPageInput,
    AccountHistoryPageOutput,
    'GET',
    '/pages/personal/history',
    'form'
  >;
};

/** The account calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const accountRoutes: AccountRoutes = /* @__PURE__ */ namedRoutes('account', {
  personalData: /* @__PURE__ */ routeOf<typeof accountCalls.personalData>({
    method: 'GET',
    path: '/users/personal',
  }),
  changeProfile: /* @__PURE__ */ routeOf<typeof accountCalls.changeProfile>({
    method: 'POST',
    path: '/users/personal/change',
  }),
  changeProfileModal: /* @__PURE__ */ routeOf<typeof accountCalls.changeProfileModal>({
    method: 'POST',
    path: '/users/personal/change-modal',
  }),
  updateProfile: /* @__PURE__ */ routeOf<typeof accountCalls.updateProfile>({
    method: 'PATCH',
    path: '/user/',
    encoding: 'json',
  }),
  addReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.addReceiver>({
    method: 'POST',
    path: '/users/personal/add-receiver',
  }),
  changeReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.changeReceiver>({
    method: 'POST',
    path: '/users/personal/change-receiver',
  }),
  removeReceiver: /* @__PURE__ */ routeOf<typeof accountCalls.removeReceiver>({
    method: 'POST',
    path: '/users/personal/remove-receiver',
  }),
  addAddress: /* @__PURE__ */ routeOf<typeof accountCalls.addAddress>({
    method: 'POST',
    path: '/users/personal/add-address',
  }),
  changeAddress: /* @__PURE__ */ routeOf<typeof accountCalls.changeAddress>({
    method: 'POST',
    path: '/users/personal/change-address',
  }),
  removeAddress: /* @__PURE__ */ routeOf<typeof accountCalls.removeAddress>({
    method: 'POST',
    path: '/users/personal/remove-address',
  }),
  addOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.addOrganization>({
    method: 'POST',
    path: '/users/personal/add-organization',
  }),
  changeOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.changeOrganization>({
    method: 'POST',
    path: '/users/personal/change-organization',
  }),
  removeOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.removeOrganization>({
    method: 'POST',
    path: '/users/personal/remove-organization',
  }),
  organizations: /* @__PURE__ */ routeOf<typeof accountCalls.organizations>({
    method: 'GET',
    path: '/user/organizations/',
  }),
  createOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.createOrganization>({
    method: 'POST',
    path: '/user/organizations/',
    encoding: 'json',
  }),
  updateOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.updateOrganization>({
    method: 'PATCH',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  deleteOrganization: /* @__PURE__ */ routeOf<typeof accountCalls.deleteOrganization>({
    method: 'DELETE',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  changeEdo: /* @__PURE__ */ routeOf<typeof accountCalls.changeEdo>({
    method: 'PATCH',
    path: '/user/organizations/{id}/edo',
    encoding: 'json',
  }),
  changeContract: /* @__PURE__ */ routeOf<typeof accountCalls.changeContract>({
    method: 'PATCH',
    path: '/user/organizations/{id}/contract',
    encoding: 'json',
  }),
  bankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.bankDetails>({
    method: 'GET',
    path: '/user/bank-details/',
  }),
  addBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.addBankDetails>({
    method: 'POST',
    path: '/user/bank-details/',
    encoding: 'json',
  }),
  changeBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.changeBankDetails>({
    method: 'PATCH',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  removeBankDetails: /* @__PURE__ */ routeOf<typeof accountCalls.removeBankDetails>({
    method: 'DELETE',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  profilePage: /* @__PURE__ */ routeOf<typeof accountCalls.profilePage>({
    method: 'GET',
    path: '/pages/personal',
  }),
  settingsPage: /* @__PURE__ */ routeOf<typeof accountCalls.settingsPage>({
    method: 'GET',
    path: '/pages/personal/settings',
  }),
  organizationsPage: /* @__PURE__ */ routeOf<typeof accountCalls.organizationsPage>({
    method: 'GET',
    path: '/pages/personal/organizations',
  }),
  repairsPage: /* @__PURE__ */ routeOf<typeof accountCalls.repairsPage>({
    method: 'GET',
    path: '/pages/personal/repairs',
  }),
  reviewsPage: /* @__PURE__ */ routeOf<typeof accountCalls.reviewsPage>({
    method: 'GET',
    path: '/pages/personal/reviews',
  }),
  historyPage: /* @__PURE__ */ routeOf<typeof accountCalls.historyPage>({
    method: 'GET',
    path: '/pages/personal/history',
  }),
});

/** The account calls bound to a client: `accountApi(client).personalData(input)`. */
export const accountApi: (client: Client) => DomainApi<AccountRoutes> =
  /* @__PURE__ */ bindDomain(accountRoutes);
