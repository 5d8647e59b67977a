import { randomUUID } from 'node:crypto';
import type { registrationInput } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import { isUniqueViolation } from '../account/account-errors';
import { requestEmailChange } from '../account/email-change';
import { addOrganization, organizationKindErrors } from '../account/organizations';
import type { RequestContext } from '../context/request-context';
import { recordConsent } from '../forms/record-consent';
import { HttpError } from '../http/http-error';
import { type AccountRow, findAccount } from './accounts';
import { checkCodeOf } from './codes';
import { hashPassword } from './password-hash';
import { openSession, type SessionOutput } from './sessions';

// Registration, the same in `/users/registration` and `/user/guest/registration/`:
// - a private person by phone with the SMS code of `authentication` (a password is optional: they
//   may log in by SMS code), or by e-mail with the code of `verifyEmail` and a password;
// - a legal entity by e-mail with the code of `verifyEmail`, a password and its organization (INN,
//   KPP for a company, OGRN or OGRNIP, name, legal address). It gets the `b2b` group and the
//   starting B2B category.
// Consent (`agreement`) must be Y. Nothing is said about whether a phone or e-mail has an account
// before the code is checked (counted like a login attempt): a registered phone's code is its login
// code, a registered e-mail's is never sent, so every wrong code reads the same.

type RegistrationInput = z.output<typeof registrationInput>;

/** A right login code given to `registration`: the phone is registered, and the code logs in. */
export const ALREADY_REGISTERED = 'Этот номер уже зарегистрирован: войдите, код из SMS подойдёт';

const DUPLICATE: Record<'phone' | 'email', string> = {
  phone: 'Этот телефон уже зарегистрирован: войдите или восстановите пароль',
  email: 'Этот адрес уже зарегистрирован: войдите или восстановите пароль',
};

/** The field errors of a registration the schema alone cannot see (they depend on the account type). */
export function registrationErrors(input: RegistrationInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.agreement) errors.agreement = 'Нужно согласие на обработку персональных данных';
  if (input.type === 'legal') {
    if (!input.email) errors.email = 'Введите адрес электронной почты';
    if (!input.password) errors.password = 'Придумайте пароль: не короче 8 символов, буквы и цифры';
    if (!input.organizationName) errors.organizationName = 'Введите название организации';
    if (!input.legalAddress) errors.legalAddress = 'Введите юридический адрес';
    if (!input.inn) errors.inn = 'Введите ИНН';
    if (!input.ogrn) errors.ogrn = 'Введите ОГРН или ОГРНИП';
    // A company has a KPP and an ОГРН, a sole trader neither KPP nor anything but an ОГРНИП: the
    // organization module's rule, the same as when one is added later.
    if (input.inn && input.ogrn)
      Object.assign(errors, organizationKindErrors({ inn: input.inn, kpp: input.kpp, ogrn: input.ogrn }));
  } else {
    if (!input.phone && !input.email) errors.phone = 'Введите номер телефона';
    if (!input.phone && input.email && !input.password)
      errors.password = 'Придумайте пароль: не короче 8 символов, буквы и цифры';
  }
  return errors;
}

/**
 * Registers an account from the contract's registration fields and logs it in. Only what a code
 * proved becomes a login: a person's e-mail given beside the phone waits for the code sent to it
 * (account/email-change.ts), and a legal entity's phone is its contact, not a login, until proved.
 */
export async function register(ctx: RequestContext, input: RegistrationInput): Promise<SessionOutput> {
  const legal = input.type === 'legal';
  const errors = registrationErrors(input);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'validation', errors);
  const byPhone = !legal && Boolean(input.phone);
  const phone = input.phone || null;
  const email = input.email || null;
  if (byPhone && phone) {
    // A registered phone got its login code from `authentication`: only its owner knows a right one,
    // which is not spent, so the form can log in with it.
    const owner = await findAccount(ctx.db, phone);
    await checkCodeOf(ctx, {
      target: phone,
      purpose: owner ? 'login' : 'registration',
      code: input.code,
      consume: owner === null,
    });
    if (owner) throw new HttpError(409, 'already_registered', { phone: ALREADY_REGISTERED });
  } else if (email) {
    await checkCodeOf(ctx, { target: email, purpose: 'email-verify', code: input.code, consume: true });
  }

  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let account: AccountRow;
  try {
    account = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<AccountRow>(
        `INSERT INTO users (type, phone, phone_proven, email, password_hash, first_name, last_name, b2b_category, groups, f_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING id, type, phone, email, password_hash, groups, f_user_id`,
        [
          legal ? 'legal' : 'person',
          phone,
          // Only a phone its SMS code proved is a login; a legal entity's is its contact (accounts.ts).
          byPhone,
          byPhone ? null : email,
          passwordHash,
          input.firstName,
          input.lastName ?? '',
          '',
          [],
          randomUUID(),
        ],
      );
      if (!row) throw new Error('The account was not stored');
      await recordConsent(tx, ctx, 'registration', row.id);
      if (!legal) return row;
      // The organization goes in as any first one does: the `b2b` group and the entry category.
      await addOrganization(tx, row.id, {
        name: input.organizationName ?? '',
        inn: input.inn ?? '',
        kpp: input.kpp,
        ogrn: input.ogrn ?? '',
        legalAddress: input.legalAddress ?? '',
      });
      return { ...row, groups: [...row.groups, 'b2b'] };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const field = /email/.test(error.constraint ?? error.message) ? 'email' : 'phone';
      throw new HttpError(409, 'conflict', { [field]: DUPLICATE[field] });
    }
    throw error;
  }
  const session = await openSession(ctx, account, input.fingerprint);
  if (byPhone && email) await requestEmailChangeAfterRegistration(ctx, account.id, email);
  // The marketing tool's registration (§7.7), from here with its secret key, never from a browser.
  // The tool's answer is not waited for (up to 5 s when it is slow: no shopper waits on it); the
  // sandbox's outbox row is local and is, so the outbox shows it as soon as the answer comes.
  const sent = ctx.marketing?.registered({
    websiteId: account.f_user_id,
    // Only what a code proved: a person's e-mail given beside the phone is not, yet.
    phone: byPhone ? phone : null,
    email: byPhone ? null : email,
    firstName: input.firstName,
    lastName: input.lastName ?? '',
  });
  if (ctx.marketing?.name === 'sandbox') await sent;
  return session;
}

/**
 * The e-mail a person gave beside the phone: its code (or, for a taken address, a notice) is sent
 * as for a profile's new e-mail. A send limit reached then does not undo the registration: the
 * shopper asks again from the profile.
 */
async function requestEmailChangeAfterRegistration(ctx: RequestContext, userId: number, email: string) {
  try {
    await requestEmailChange(ctx, userId, email);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 429)) throw error;
  }
}
