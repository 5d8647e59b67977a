// Generated from src/contract/identity.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { identityCalls } from '../contract/identity';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  IdentityAuthenticationInput,
  IdentityAuthenticationOutput,
  IdentityAuthhashInput,
  IdentityAuthhashOutput,
  IdentityChangePasswordInput,
  IdentityChangePasswordOutput,
  IdentityEmailLoginInput,
  IdentityEmailLoginOutput,
  IdentityEmailRegistrationInput,
  IdentityEmailRegistrationOutput,
  IdentityForgotPasswordInput,
  IdentityForgotPasswordOutput,
  IdentityForgotPasswordVerifyInput,
  IdentityForgotPasswordVerifyOutput,
  IdentityLoginInput,
  IdentityLoginOutput,
  IdentityLogoutInput,
  IdentityLogoutOutput,
  IdentityRefreshInput,
  IdentityRefreshOutput,
  IdentityRegistrationInput,
  IdentityRegistrationOutput,
  IdentityResetPasswordInput,
  IdentityResetPasswordOutput,
  IdentityRestorePasswordInput,
  IdentityRestorePasswordOutput,
  IdentitySendPasswordFromSmsInput,
  IdentitySendPasswordFromSmsOutput,
  IdentityVerifyEmailCodeInput,
  IdentityVerifyEmailCodeOutput,
  IdentityVerifyEmailInput,
  IdentityVerifyEmailOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The identity calls as routes, each with its method, path, encoding and plain input and output types. */
export type IdentityRoutes = {
  /** POST /users/authhash — Exchanges a one-time login link hash (the `h` query, §4.1) and the fingerprint for a session (§7.4). */
  readonly authhash: TypedRoute<
    IdentityAuthhashInput,
    IdentityAuthhashOutput,
    'POST',
    '/users/authhash',
    'form'
  >;
  /** POST /users/registration — Registers a private person (phone + SMS code) or a legal entity (e-mail + code, with its organization) and logs them in (§7.4, §2.3). */
  readonly registration: TypedRoute<
    IdentityRegistrationInput,
    IdentityRegistrationOutput,
    'POST',
    '/users/registration',
    'form'
  >;
  /** POST /users/authentication — First step of a phone login or registration: sends a one-time SMS code, valid 5 minutes (§7.4). */
  readonly authentication: TypedRoute<
    IdentityAuthenticationInput,
    IdentityAuthenticationOutput,
    'POST',
    '/users/authentication',
    'form'
  >;
  /** POST /users/login — Logs in by phone or e-mail with a password, or by phone with the SMS code (§7.4); 5 failures lock for 15 minutes. */
  readonly login: TypedRoute<IdentityLoginInput, IdentityLoginOutput, 'POST', '/users/login', 'form'>;
  /** POST /users/refresh — Renews the session by the refresh cookie, rotating it; a guest gets an `unauthorized` token with its fUserId (§7.4, §4.1). */
  readonly refresh: TypedRoute<
    IdentityRefreshInput,
    IdentityRefreshOutput,
    'POST',
    '/users/refresh',
    'plain'
  >;
  /** POST /users/logout — Ends the session: revokes the refresh credential and answers a guest token (§7.4, §4.1). */
  readonly logout: TypedRoute<IdentityLogoutInput, IdentityLogoutOutput, 'POST', '/users/logout', 'form'>;
  /** POST /users/restore-password — Sends a recovery code to a phone (SMS) or an e-mail; the same answer whether or not the account exists (§7.4). */
  readonly restorePassword: TypedRoute<
    IdentityRestorePasswordInput,
    IdentityRestorePasswordOutput,
    'POST',
    '/users/restore-password',
    'form'
  >;
  /** POST /users/send-password-from-sms — With the recovery code: sets the given password, or makes one and sends it by SMS; logs in (§7.4, §5). */
  readonly sendPasswordFromSms: TypedRoute<
    IdentitySendPasswordFromSmsInput,
    IdentitySendPasswordFromSmsOutput,
    'POST',
    '/users/send-password-from-sms',
    'form'
  >;
  /** POST /user/guest/registration/verify-email — Registration by e-mail, step 1: sends a code to the address, valid 5 minutes (§7.4, §2.3). */
  readonly verifyEmail: TypedRoute<
    IdentityVerifyEmailInput,
    IdentityVerifyEmailOutput,
    'POST',
    '/user/guest/registration/verify-email',
    'json'
  >;
  /** POST /user/guest/registration/verify-email/verify — Registration by e-mail, step 2: checks the code without spending it (3 attempts) (§7.4). */
  readonly verifyEmailCode: TypedRoute<
    IdentityVerifyEmailCodeInput,
    IdentityVerifyEmailCodeOutput,
    'POST',
    '/user/guest/registration/verify-email/verify',
    'json'
  >;
  /** POST /user/guest/registration/ — Registration by e-mail, last step: the fields of `/users/registration`, e-mail and its code; logs in (§7.4, §2.3). */
  readonly emailRegistration: TypedRoute<
    IdentityEmailRegistrationInput,
    IdentityEmailRegistrationOutput,
    'POST',
    '/user/guest/registration/',
    'json'
  >;
  /** POST /user/guest/login — Logs in: the fields and lock-out of `/users/login` (§7.4). */
  readonly emailLogin: TypedRoute<
    IdentityEmailLoginInput,
    IdentityEmailLoginOutput,
    'POST',
    '/user/guest/login',
    'json'
  >;
  /** POST /user/guest/forgot-password/ — Recovery step 1: sends a code to the e-mail; the same answer whether or not the account exists (§7.4). */
  readonly forgotPassword: TypedRoute<
    IdentityForgotPasswordInput,
    IdentityForgotPasswordOutput,
    'POST',
    '/user/guest/forgot-password/',
    'json'
  >;
  /** POST /user/guest/forgot-password/verify — Recovery step 2: checks the code (3 attempts) and answers a reset token valid 15 minutes (§7.4). */
  readonly forgotPasswordVerify: TypedRoute<
    IdentityForgotPasswordVerifyInput,
    IdentityForgotPasswordVerifyOutput,
    'POST',
    '/user/guest/forgot-password/verify',
    'json'
  >;
  /** POST /user/guest/reset-password — Recovery step 3: sets the new password by the reset token and logs in; other sessions are revoked (§7.4). */
  readonly resetPassword: TypedRoute<
    IdentityResetPasswordInput,
    IdentityResetPasswordOutput,
    'POST',
    '/user/guest/reset-password',
    'json'
  >;
  /** PATCH /user/password — Sets a new password; with one already set, the current one must be given (§7.4). */
  readonly changePassword: TypedRoute<
    IdentityChangePasswordInput,
    IdentityChangePasswordOutput,
    'PATCH',
    '/user/password',
    'json'
  >;
};

/** The identity calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const identityRoutes: IdentityRoutes = /* @__PURE__ */ namedRoutes('identity', {
  authhash: /* @__PURE__ */ routeOf<typeof identityCalls.authhash>({
    method: 'POST',
    path: '/users/authhash',
  }),
  registration: /* @__PURE__ */ routeOf<typeof identityCalls.registration>({
    method: 'POST',
    path: '/users/registration',
  }),
  authentication: /* @__PURE__ */ routeOf<typeof identityCalls.authentication>({
    method: 'POST',
    path: '/users/authentication',
  }),
  login: /* @__PURE__ */ routeOf<typeof identityCalls.login>({
    method: 'POST',
    path: '/users/login',
  }),
  refresh: /* @__PURE__ */ routeOf<typeof identityCalls.refresh>({
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
  }),
  logout: /* @__PURE__ */ routeOf<typeof identityCalls.logout>({
    method: 'POST',
    path: '/users/logout',
  }),
  restorePassword: /* @__PURE__ */ routeOf<typeof identityCalls.restorePassword>({
    method: 'POST',
    path: '/users/restore-password',
  }),
  sendPasswordFromSms: /* @__PURE__ */ routeOf<typeof identityCalls.sendPasswordFromSms>({
    method: 'POST',
    path: '/users/send-password-from-sms',
  }),
  verifyEmail: /* @__PURE__ */ routeOf<typeof identityCalls.verifyEmail>({
    method: 'POST',
    path: '/user/guest/registration/verify-email',
    encoding: 'json',
  }),
  verifyEmailCode: /* @__PURE__ */ routeOf<typeof identityCalls.verifyEmailCode>({
    method: 'POST',
    path: '/user/guest/registration/verify-email/verify',
    encoding: 'json',
  }),
  emailRegistration: /* @__PURE__ */ routeOf<typeof identityCalls.emailRegistration>({
    method: 'POST',
    path: '/user/guest/registration/',
    encoding: 'json',
  }),
  emailLogin: /* @__PURE__ */ routeOf<typeof identityCalls.emailLogin>({
    method: 'POST',
    path: '/user/guest/login',
    encoding: 'json',
  }),
  forgotPassword: /* @__PURE__ */ routeOf<typeof identityCalls.forgotPassword>({
    method: 'POST',
    path: '/user/guest/forgot-password/',
    encoding: 'json',
  }),
  forgotPasswordVerify: /* @__PURE__ */ routeOf<typeof identityCalls.forgotPasswordVerify>({
    method: 'POST',
    path: '/user/guest/forgot-password/verify',
    encoding: 'json',
  }),
  resetPassword: /* @__PURE__ */ routeOf<typeof identityCalls.resetPassword>({
    method: 'POST',
    path: '/user/guest/reset-password',
    encoding: 'json',
  }),
  changePassword: /* @__PURE__ */ routeOf<typeof identityCalls.changePassword>({
    method: 'PATCH',
    path: '/user/password',
    encoding: 'json',
  }),
});

/** The identity calls bound to a client: `identityApi(client).authhash(input)`. */
export const identityApi: (client: Client) => DomainApi<IdentityRoutes> =
  /* @__PURE__ */ bindDomain(identityRoutes);
