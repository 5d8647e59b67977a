import * as z from 'zod/mini';
import {
  birthField,
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
  subscriptionsField,
  textField,
  ynField,
} from './account-fields';
import { defineCalls } from './call';
import {
  accountTypeSchema,
  bankDetailsSchema,
  deliveryAddressSchema,
  organizationSchema,
  receiverSchema,
  userProfileSchema,
} from './entities/user';
import { intParam } from './params';

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

/** The registration fields, the same in `/users/registration` and `/user/guest/registration/`. */
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

/** The login fields, the same in `/users/login` and `/user/guest/login`. */
export const loginInput = z.object({
  /** A phone or an e-mail. */
  login: loginField,
  /** With a password… */
  password: z.optional(passwordField),
  /** …or the SMS code of `authentication` (phone logins). */
  code: z.optional(codeField),
  fingerprint: z.optional(fingerprintField),
});

/** The profile fields a user may change, the same in `/users/personal/change` and `PATCH /user/`. */
export const profileChangeInput = z.object({
  firstName: z.optional(textField(60, 'Введите имя')),
  lastName: z.optional(textField(60)),
  secondName: z.optional(textField(60)),
  /** A new address is set only with `emailCode`; without it, the code is sent to the address. */
  email: z.optional(z.union([z.literal(''), emailField])),
  /** The code sent to the new `email` (ours, not the spec's), which makes it the account's e-mail. */
  emailCode: z.optional(codeField),
  birth: z.optional(birthField),
  /** Subscription ids; an empty choice is [-1] (§5). */
  subscriptions: z.optional(subscriptionsField),
});

/** The organization fields of a form (§5: booleans as Y/N). */
export const organizationInput = z.object({
  name: textField(300, 'Введите название организации'),
  inn: innField,
  kpp: z.optional(kppField),
  ogrn: ogrnField,
  legalAddress: textField(500, 'Введите юридический адрес'),
  isDefault: z.optional(ynField),
});

const receiverInput = z.object({
  name: textField(120, 'Введите имя получателя'),
  phone: phoneField,
  email: z.optional(z.union([z.literal(''), emailField])),
});

const addressInput = z.object({
  /** The city's id (§3 deliveryAddresses: cityId). */
  cityId: intParam(1),
  address: textField(500, 'Введите адрес доставки'),
});

const idInput = { id: intParam(1) };

/** The whole account, as the personal calls answer it. */
export const personalDataSchema = z.object({
  user: userProfileSchema,
  bankDetails: z.array(bankDetailsSchema),
});

/** The session and profile calls of the `/users/` family (§7.4, §4.1). */
export const usersCalls = defineCalls({
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
  personal: {
    method: 'GET',
    path: '/users/personal',
    access: 'user',
    doc: "The user's account: profile, receivers, addresses, organizations, subscriptions, bank details (§7.4).",
    input: z.object({}),
    output: personalDataSchema,
  },
  change: {
    method: 'POST',
    path: '/users/personal/change',
    access: 'user',
    doc: 'Changes the profile; subscriptions go as subscriptions[], an empty choice as -1 (§7.4, §5).',
    input: profileChangeInput,
    output: personalDataSchema,
  },
  changeModal: {
    method: 'POST',
    path: '/users/personal/change-modal',
    access: 'user',
    doc: 'Changes the profile from a modal (name and e-mail asked at checkout or after an SMS login); same fields as change (§7.4).',
    input: profileChangeInput,
    output: personalDataSchema,
  },
  addReceiver: {
    method: 'POST',
    path: '/users/personal/add-receiver',
    access: 'user',
    doc: 'Adds a receiver (§7.4, §3).',
    input: receiverInput,
    output: z.object({ receiver: receiverSchema }),
  },
  changeReceiver: {
    method: 'POST',
    path: '/users/personal/change-receiver',
    access: 'user',
    doc: 'Changes a receiver (§7.4).',
    input: z.extend(receiverInput, idInput),
    output: z.object({ receiver: receiverSchema }),
  },
  removeReceiver: {
    method: 'POST',
    path: '/users/personal/remove-receiver',
    access: 'user',
    doc: 'Removes a receiver (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  addAddress: {
    method: 'POST',
    path: '/users/personal/add-address',
    access: 'user',
    doc: 'Adds a delivery address (§7.4, §3).',
    input: addressInput,
    output: z.object({ address: deliveryAddressSchema }),
  },
  changeAddress: {
    method: 'POST',
    path: '/users/personal/change-address',
    access: 'user',
    doc: 'Changes a delivery address (§7.4).',
    input: z.extend(addressInput, idInput),
    output: z.object({ address: deliveryAddressSchema }),
  },
  removeAddress: {
    method: 'POST',
    path: '/users/personal/remove-address',
    access: 'user',
    doc: 'Removes a delivery address (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  addOrganization: {
    method: 'POST',
    path: '/users/personal/add-organization',
    access: 'user',
    doc: 'Adds an organization (booleans as Y/N, §5); the first one makes the user a B2B buyer (§7.4, §6).',
    input: organizationInput,
    output: z.object({ organization: organizationSchema }),
  },
  changeOrganization: {
    method: 'POST',
    path: '/users/personal/change-organization',
    access: 'user',
    doc: 'Changes an organization (§7.4, §5).',
    input: z.extend(organizationInput, idInput),
    output: z.object({ organization: organizationSchema }),
  },
  removeOrganization: {
    method: 'POST',
    path: '/users/personal/remove-organization',
    access: 'user',
    doc: 'Removes an organization with its bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
});
