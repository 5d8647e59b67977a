import * as z from 'zod/mini';
import {
  accountField,
  bikField,
  checkAccounts,
  codeField,
  emailField,
  fingerprintField,
  newPasswordField,
  passwordField,
  textField,
  ynField,
} from './account-fields';
import { defineCalls } from './call';
import { bankDetailsSchema, contractStatusSchema, organizationSchema } from './entities/user';
import { intParam } from './params';
import {
  codeSentOutput,
  loginInput,
  organizationInput,
  personalDataSchema,
  profileChangeInput,
  registrationInput,
  sessionOutput,
} from './users';

// The `/user/` family (§7.4) is the newer REST-shaped client of the same accounts: JSON bodies,
// PATCH and DELETE by id. Its registration, login and profile fields are those of `/users/`; its
// guest flow is the e-mail one (private persons and legal entities alike, §2.3).

const bankDetailsFields = {
  organizationId: intParam(1),
  bankName: textField(300, 'Введите название банка'),
  bik: bikField,
  settlementAccount: accountField,
  correspondentAccount: accountField,
  isDefault: z.optional(ynField),
};

/** Bank details as a form sends them: each account checked against the BIK (§5). */
const bankDetailsInput = z.object(bankDetailsFields).check(
  z.superRefine((value, ctx) => {
    for (const { path, message } of checkAccounts(value))
      ctx.issues.push({ code: 'custom', path: [path], message, input: value });
  }),
);

const idInput = { id: intParam(1) };

/** The `/user/` family: profile, password, the guest e-mail flow, bank details and organizations (§7.4). */
export const userCalls = defineCalls({
  changePassword: {
    method: 'PATCH',
    path: '/user/password',
    encoding: 'json',
    access: 'user',
    doc: 'Sets a new password; with one already set, the current one must be given (§7.4).',
    input: z.object({ password: newPasswordField, currentPassword: z.optional(passwordField) }),
    output: z.object({ changed: z.boolean() }),
  },
  change: {
    method: 'PATCH',
    path: '/user/',
    encoding: 'json',
    access: 'user',
    doc: 'Changes the profile: the fields of `/users/personal/change` (§7.4).',
    input: profileChangeInput,
    output: personalDataSchema,
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
  register: {
    method: 'POST',
    path: '/user/guest/registration/',
    encoding: 'json',
    doc: 'Registration by e-mail, last step: the fields of `/users/registration`, e-mail and its code; logs in (§7.4, §2.3).',
    input: registrationInput,
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
  login: {
    method: 'POST',
    path: '/user/guest/login',
    encoding: 'json',
    doc: 'Logs in: the fields and lock-out of `/users/login` (§7.4).',
    input: loginInput,
    output: sessionOutput,
  },
  bankDetails: {
    method: 'GET',
    path: '/user/bank-details/',
    access: 'user',
    doc: "The bank details of the user's organizations (§7.4).",
    input: z.object({ organizationId: z.optional(intParam(1)) }),
    output: z.object({ items: z.array(bankDetailsSchema) }),
  },
  addBankDetails: {
    method: 'POST',
    path: '/user/bank-details/',
    encoding: 'json',
    access: 'user',
    doc: "Adds bank details to one of the user's organizations; accounts are checked against the BIK (§7.4).",
    input: bankDetailsInput,
    output: z.object({ bankDetails: bankDetailsSchema }),
  },
  changeBankDetails: {
    method: 'PATCH',
    path: '/user/bank-details/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Changes bank details (§7.4).',
    input: z.extend(bankDetailsInput, idInput),
    output: z.object({ bankDetails: bankDetailsSchema }),
  },
  removeBankDetails: {
    method: 'DELETE',
    path: '/user/bank-details/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Removes bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  addOrganization: {
    method: 'POST',
    path: '/user/organizations/',
    encoding: 'json',
    access: 'user',
    doc: 'Adds an organization: the fields of `/users/personal/add-organization` (§7.4).',
    input: organizationInput,
    output: z.object({ organization: organizationSchema }),
  },
  organizations: {
    method: 'GET',
    path: '/user/organizations/',
    access: 'user',
    doc: "The user's organizations, optionally found by name or INN (§7.4).",
    input: z.object({ query: z.optional(textField(100)) }),
    output: z.object({ items: z.array(organizationSchema) }),
  },
  changeOrganization: {
    method: 'PATCH',
    path: '/user/organizations/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Changes an organization (§7.4).',
    input: z.extend(organizationInput, idInput),
    output: z.object({ organization: organizationSchema }),
  },
  removeOrganization: {
    method: 'DELETE',
    path: '/user/organizations/{id}',
    encoding: 'json',
    access: 'user',
    doc: 'Removes an organization with its bank details (§7.4).',
    input: z.object(idInput),
    output: z.object({ removed: z.number() }),
  },
  changeEdo: {
    method: 'PATCH',
    path: '/user/organizations/{id}/edo',
    encoding: 'json',
    access: 'user',
    doc: 'Turns electronic document flow (ЭДО) on or off, with the operator and participant id (§7.4).',
    input: z.object({
      ...idInput,
      enabled: ynField,
      operator: z.optional(textField(100)),
      participantId: z.optional(
        z
          .string({ error: 'Идентификатор участника ЭДО: 2ХХ-…' })
          .check(z.regex(/^$|^2[A-Z0-9]{2}-?[A-Za-z0-9-]{3,60}$/, 'Идентификатор участника ЭДО: 2ХХ-…')),
      ),
    }),
    output: z.object({ organization: organizationSchema }),
  },
  changeContract: {
    method: 'PATCH',
    path: '/user/organizations/{id}/contract',
    encoding: 'json',
    access: 'user',
    doc: 'Requests a supply contract for an organization (status `requested`); staff sign it (§7.4).',
    input: z.object({ ...idInput, status: z.optional(contractStatusSchema) }),
    output: z.object({ organization: organizationSchema }),
  },
});
