// Generated from src/contract/user.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { userCalls } from '../contract/user';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The user calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const userRoutes: RouteTable<typeof userCalls> = {
  /** PATCH /user/password — Sets a new password; with one already set, the current one must be given (§7.4). */
  changePassword: /* @__PURE__ */ routeOf<typeof userCalls.changePassword>({
    id: 'user.changePassword',
    method: 'PATCH',
    path: '/user/password',
    encoding: 'json',
  }),
  /** PATCH /user/ — Changes the profile: the fields of `/users/personal/change` (§7.4). */
  change: /* @__PURE__ */ routeOf<typeof userCalls.change>({
    id: 'user.change',
    method: 'PATCH',
    path: '/user/',
    encoding: 'json',
  }),
  /** POST /user/guest/registration/verify-email — Registration by e-mail, step 1: sends a code to the address, valid 5 minutes (§7.4, §2.3). */
  verifyEmail: /* @__PURE__ */ routeOf<typeof userCalls.verifyEmail>({
    id: 'user.verifyEmail',
    method: 'POST',
    path: '/user/guest/registration/verify-email',
    encoding: 'json',
  }),
  /** POST /user/guest/registration/verify-email/verify — Registration by e-mail, step 2: checks the code without spending it (3 attempts) (§7.4). */
  verifyEmailCode: /* @__PURE__ */ routeOf<typeof userCalls.verifyEmailCode>({
    id: 'user.verifyEmailCode',
    method: 'POST',
    path: '/user/guest/registration/verify-email/verify',
    encoding: 'json',
  }),
  /** POST /user/guest/registration/ — Registration by e-mail, last step: the fields of `/users/registration`, e-mail and its code; logs in (§7.4, §2.3). */
  register: /* @__PURE__ */ routeOf<typeof userCalls.register>({
    id: 'user.register',
    method: 'POST',
    path: '/user/guest/registration/',
    encoding: 'json',
  }),
  /** POST /user/guest/forgot-password/ — Recovery step 1: sends a code to the e-mail; the same answer whether or not the account exists (§7.4). */
  forgotPassword: /* @__PURE__ */ routeOf<typeof userCalls.forgotPassword>({
    id: 'user.forgotPassword',
    method: 'POST',
    path: '/user/guest/forgot-password/',
    encoding: 'json',
  }),
  /** POST /user/guest/forgot-password/verify — Recovery step 2: checks the code (3 attempts) and answers a reset token valid 15 minutes (§7.4). */
  forgotPasswordVerify: /* @__PURE__ */ routeOf<typeof userCalls.forgotPasswordVerify>({
    id: 'user.forgotPasswordVerify',
    method: 'POST',
    path: '/user/guest/forgot-password/verify',
    encoding: 'json',
  }),
  /** POST /user/guest/reset-password — Recovery step 3: sets the new password by the reset token and logs in; other sessions are revoked (§7.4). */
  resetPassword: /* @__PURE__ */ routeOf<typeof userCalls.resetPassword>({
    id: 'user.resetPassword',
    method: 'POST',
    path: '/user/guest/reset-password',
    encoding: 'json',
  }),
  /** POST /user/guest/login — Logs in: the fields and lock-out of `/users/login` (§7.4). */
  login: /* @__PURE__ */ routeOf<typeof userCalls.login>({
    id: 'user.login',
    method: 'POST',
    path: '/user/guest/login',
    encoding: 'json',
  }),
  /** GET /user/bank-details/ — The bank details of the user's organizations (§7.4). */
  bankDetails: /* @__PURE__ */ routeOf<typeof userCalls.bankDetails>({
    id: 'user.bankDetails',
    method: 'GET',
    path: '/user/bank-details/',
    encoding: 'form',
  }),
  /** POST /user/bank-details/ — Adds bank details to one of the user's organizations; accounts are checked against the BIK (§7.4). */
  addBankDetails: /* @__PURE__ */ routeOf<typeof userCalls.addBankDetails>({
    id: 'user.addBankDetails',
    method: 'POST',
    path: '/user/bank-details/',
    encoding: 'json',
  }),
  /** PATCH /user/bank-details/{id} — Changes bank details (§7.4). */
  changeBankDetails: /* @__PURE__ */ routeOf<typeof userCalls.changeBankDetails>({
    id: 'user.changeBankDetails',
    method: 'PATCH',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  /** DELETE /user/bank-details/{id} — Removes bank details (§7.4). */
  removeBankDetails: /* @__PURE__ */ routeOf<typeof userCalls.removeBankDetails>({
    id: 'user.removeBankDetails',
    method: 'DELETE',
    path: '/user/bank-details/{id}',
    encoding: 'json',
  }),
  /** POST /user/organizations/ — Adds an organization: the fields of `/users/personal/add-organization` (§7.4). */
  addOrganization: /* @__PURE__ */ routeOf<typeof userCalls.addOrganization>({
    id: 'user.addOrganization',
    method: 'POST',
    path: '/user/organizations/',
    encoding: 'json',
  }),
  /** GET /user/organizations/ — The user's organizations, optionally found by name or INN (§7.4). */
  organizations: /* @__PURE__ */ routeOf<typeof userCalls.organizations>({
    id: 'user.organizations',
    method: 'GET',
    path: '/user/organizations/',
    encoding: 'form',
  }),
  /** PATCH /user/organizations/{id} — Changes an organization (§7.4). */
  changeOrganization: /* @__PURE__ */ routeOf<typeof userCalls.changeOrganization>({
    id: 'user.changeOrganization',
    method: 'PATCH',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  /** DELETE /user/organizations/{id} — Removes an organization with its bank details (§7.4). */
  removeOrganization: /* @__PURE__ */ routeOf<typeof userCalls.removeOrganization>({
    id: 'user.removeOrganization',
    method: 'DELETE',
    path: '/user/organizations/{id}',
    encoding: 'json',
  }),
  /** PATCH /user/organizations/{id}/edo — Turns electronic document flow (ЭДО) on or off, with the operator and participant id (§7.4). */
  changeEdo: /* @__PURE__ */ routeOf<typeof userCalls.changeEdo>({
    id: 'user.changeEdo',
    method: 'PATCH',
    path: '/user/organizations/{id}/edo',
    encoding: 'json',
  }),
  /** PATCH /user/organizations/{id}/contract — Requests a supply contract for an organization (status `requested`); staff sign it (§7.4). */
  changeContract: /* @__PURE__ */ routeOf<typeof userCalls.changeContract>({
    id: 'user.changeContract',
    method: 'PATCH',
    path: '/user/organizations/{id}/contract',
    encoding: 'json',
  }),
};

/** The user calls bound to a client: `userApi(client).changePassword(input)`. */
export const userApi: (client: Client) => DomainApi<typeof userRoutes> =
  /* @__PURE__ */ bindDomain(userRoutes);
