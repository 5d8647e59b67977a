import * as z from 'zod/mini';
import {
  codeField,
  emailField,
  fingerprintField,
  innField,
  kppField,
  loginField,
  newPasswordField,
  ogrnField,
  passwordField,
  phoneField,
  textField,
  ynField,
} from './account-fields';
import { defineCalls } from './call';
import { accountTypeSchema } from './entities/user';

// Identity: who the shopper is. Logging in, registering, the session's tokens, the password and the
// e-mail verification of registration, from both families of the spec (§7.4): `/users/` (form
// bodies) and `/user/` (JSON, the guest e-mail flow). Where both families have a call of one name,
// the `/user/` one is named for its e-mail flow: `emailLogin`, `emailRegistration`.
//
// Decisions where the spec names a call but not its meaning (§7.4), the same in both families:
// - `authentication` is the first step of a phone login or registration: it sends a one-time code
//   by SMS. `login` then takes the phone and that code, or a login (phone or e-mail) and password.
// - No call tells whether a phone or e-mail has an account before its code is given back: asking
//   for a code answers the same either way (the owner of a registered phone or e-mail is told, in
//   the message, that it is registered and how to log in); `registration` with the right login code
//   of a registered phone answers 409 `already_registered` without spending it, so the form can log
//   in with it. Code sends are limited per recipient, per client address and over the store (429
//   with `Retry-After`).
// - A new e-mail in a profile change becomes the account's only with the code sent to it, given back
//   as `emailCode` in the next change; until then the profile shows it as `pendingEmail`.
// - `registration` creates a private person (phone + SMS code) or a legal entity (e-mail + e-mail
//   code, the `/user/guest/` flow, with its organization) and logs them in.
// - `restore-password` sends a recovery code to a phone (SMS) or an e-mail, answering the same
//   whether or not the account exists; `send-password-from-sms` takes the phone and that code and
//   sets the given password, or, with none given, makes one and sends it by SMS; either way it logs
//   the shopper in.
// - Every call that opens a session answers the access token and sets the refresh credential as an
//   HttpOnly cookie (§4.1), rotated by `refresh` and revoked by `logout`.

/** What a call that opens or renews a session answers: the access token and when it expires (ms). */
export const sessionOutput = z.object({ accessToken: z.string(), expiresAt: z.number() });

/** What a code-sending call answers: where the code went (masked) and when a new one may be asked. */
export const codeSentOutput = z.object({
  /** The masked phone or e-mail, e.g. `+7 (900) ***-**-12`. */
  sentTo: z.string(),
  /** Seconds before another code may be sent. */
  retryAfter: z.number(),
  /** Seconds the code stays valid (300). */
  expiresIn: z.number(),
});

/** The registration fields, the same in `registration` and `emailRegistration`. */
export const registrationInput = z.object({
  /** A private person (default) or a legal entity. */
  type: z.optional(accountTypeSchema),
  firstName: textField(60, 'Введите имя'),
  lastName: z.optional(textField(60)),
  /** A private person registers by phone with the SMS code of `authentication`. */
  phone: z.optional(phoneField),
  /** A legal entity registers by e-mail with the code of `verifyEmail`; a person may add one. */
  email: z.optional(emailField),
  /** The one-time code sent to the phone (a person) or to the e-mail (a legal entity). */
  code: codeField,
  /** Optional for a person (who may log in by SMS code), required for a legal entity. */
  password: z.optional(newPasswordField),
  /** A legal entity's organization, in the same call (the last of its four steps, §2.3). */
  organizationName: z.optional(textField(300)),
  inn: z.optional(innField),
  kpp: z.optional(kppField),
  ogrn: z.optional(ogrnField),
  legalAddress: z.optional(textField(500)),
  /** Consent to the processing of personal data (152-ФЗ): must be Y. */
  agreement: ynField,
  fingerprint: z.optional(fingerprintField),
});

/** The login fields, the same in `login` and `emailLogin`. */
export const loginInput = z.object({
  /** A phone or an e-mail. */
  login: loginField,
  /** With a password… */
  password: z.optional(passwordField),
  /** …or the SMS code of `authentication` (phone logins). */
  code: z.optional(codeField),
  fingerprint: z.optional(fingerprintField),
});

/** The identity calls: login, registration, the session's tokens, the password, e-mail verification (§7.4, §4.1). */
export const identityCalls = defineCalls({
  authhash: {
    method: 'POST',
    path: '/users/authhash',
    doc: 'Exchanges a one-time login link hash (the `h` query, §4.1) and the fingerprint for a session (§7.4).',
    input: z.object({
      hash: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, 'Ссылка для входа устарела')),
      fingerprint: z.optional(fingerprintField),
    }),
    output: sessionOutput,
  },
  registration: {
    method: 'POST',
    path: '/users/registration',
    doc: 'Registers a private person (phone + SMS code) or a legal entity (e-mail + code, with its organization) and logs them in (§7.4, §2.3).',
    input: registrationInput,
    output: sessionOutput,
  },
  authentication: {
    method: 'POST',
    path: '/users/authentication',
    doc: 'First step of a phone login or registration: sends a one-time SMS code, valid 5 minutes (§7.4).',
    input: z.object({
      phone: phoneField,
      /** Ours: `registration` from a registration form, so a registered phone's SMS says it is registered. */
      intent: z.optional(z.enum(['login', 'registration'])),
      fingerprint: z.optional(fingerprintField),
    }),
    output: codeSentOutput,
  },
  login: {
    method: 'POST',
    path: '/users/login',
    doc: 'Logs in by phone or e-mail with a password, or by phone with the SMS code (§7.4); 5 failures lock for 15 minutes.',
    input: loginInput,
    output: sessionOutput,
  },
  refresh: {
    method: 'POST',
    path: '/users/refresh',
    encoding: 'plain',
    doc: 'Renews the session by the refresh cookie, rotating it; a guest gets an `unauthorized` token with its fUserId (§7.4, §4.1).',
    input: z.object({
      /** The browser fingerprint, sent as the plain body. */
      fingerprint: z.optional(fingerprintField),
    }),
    output: sessionOutput,
  },
  logout: {
    method: 'POST',
    path: '/users/logout',
    doc: 'Ends the session: revokes the refresh credential and answers a guest token (§7.4, §4.1).',
    input: z.object({ fingerprint: z.optional(fingerprintField) }),
    output: sessionOutput,
  },
  restorePassword: {
    method: 'POST',
    path: '/users/restore-password',
    doc: 'Sends a recovery code to a phone (SMS) or an e-mail; the same answer whether or not the account exists (§7.4).',
    input: z.object({ login: loginField, fingerprint: z.optional(fingerprintField) }),
    output: codeSentOutput,
  },
  sendPasswordFromSms: {
    method: 'POST',
    path: '/users/send-password-from-sms',
    doc: 'With the recovery code: sets the given password, or makes one and sends it by SMS; logs in (§7.4, §5).',
    input: z.object({
      phone: phoneField,
      code: codeField,
      password: z.optional(newPasswordField),
      fingerprint: z.optional(fingerprintField),
    }),
    output: sessionOutput,
  },
  verifyEmail: {
    method: 'POST',
    path: '/user/guest/registration/verify-email',
    encoding: 'json',
    doc: 'Registration by e-mail, step 1: sends a code to the address, valid 5 minutes (§7.4, §2.3).',
    input: z.object({ email: emailField }),
    output: codeSentOutput,
  },
  verifyEmailCode: {
    method: 'POST',
    path: '/user/guest/registration/verify-email/verify',
    encoding: 'json',
    doc: 'Registration by e-mail, step 2: checks the code without spending it (3 attempts) (§7.4).',
    input: z.object({ email: emailField, code: codeField }),
    output: z.object({ verified: z.boolean() }),
  },
  emailRegistration: {
    method: 'POST',
    path: '/user/guest/registration/',
    encoding: 'json',
    doc: 'Registration by e-mail, last step: the fields of `/users/registration`, e-mail and its code; logs in (§7.4, §2.3).',
    input: registrationInput,
    output: sessionOutput,
  },
  emailLogin: {
    method: 'POST',
    path: '/user/guest/login',
    encoding: 'json',
    doc: 'Logs in: the fields and lock-out of `/users/login` (§7.4).',
    input: loginInput,
    output: sessionOutput,
  },
  forgotPassword: {
    method: 'POST',
    path: '/user/guest/forgot-password/',
    encoding: 'json',
    doc: 'Recovery step 1: sends a code to the e-mail; the same answer whether or not the account exists (§7.4).',
    input: z.object({ email: emailField }),
    output: codeSentOutput,
  },
  forgotPasswordVerify: {
    method: 'POST',
    path: '/user/guest/forgot-password/verify',
    encoding: 'json',
    doc: 'Recovery step 2: checks the code (3 attempts) and answers a reset token valid 15 minutes (§7.4).',
    input: z.object({ email: emailField, code: codeField }),
    output: z.object({ resetToken: z.string() }),
  },
  resetPassword: {
    method: 'POST',
    path: '/user/guest/reset-password',
    encoding: 'json',
    doc: 'Recovery step 3: sets the new password by the reset token and logs in; other sessions are revoked (§7.4).',
    input: z.object({
      email: emailField,
      resetToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,128}$/, 'Ссылка для смены пароля устарела')),
      password: newPasswordField,
      /** It logs in, so its refresh credential is bound to the fingerprint like every other login's. */
      fingerprint: z.optional(fingerprintField),
    }),
    output: sessionOutput,
  },
  changePassword: {
    method: 'PATCH',
    path: '/user/password',
    encoding: 'json',
    access: 'user',
    doc: 'Sets a new password; with one already set, the current one must be given (§7.4).',
    input: z.object({ password: newPasswordField, currentPassword: z.optional(passwordField) }),
    output: z.object({ changed: z.boolean() }),
  },
});
