import { randomUUID } from 'node:crypto';
import type { registrationInput } from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import { isUniqueViolation } from '../account/account-errors';
import { addOrganization, organizationKindErrors } from '../account/organizations';
import { HttpError } from '../http/http-error';
import type { RequestContext } from '../http/request-context';
import type { AccountRow } from './accounts';
import { checkCodeOf } from './codes';
import { hashPassword } from './password-hash';
import { openSession, type SessionOutput } from './sessions';

// Registration, the same in `/users/registration` and `/user/guest/registration/`:
// - a private person by phone with the SMS code of `authentication` (a password is optional: they
//   may log in by SMS code), or by e-mail with the code of `verifyEmail` and a password;
// - a legal entity by e-mail with the code of `verifyEmail`, a password and its organization (INN,
//   KPP for a company, OGRN or OGRNIP, name, legal address). It gets the `b2b` group and the
//   starting B2B category.
// Consent (`agreement`) must be Y. A phone or e-mail already registered answers 409.

type RegistrationInput = z.output<typeof registrationInput>;

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

/** Registers an account from the contract's registration fields and logs it in. */
export async function register(ctx: RequestContext, input: RegistrationInput): Promise<SessionOutput> {
  const legal = input.type === 'legal';
  const errors = registrationErrors(input);
  if (Object.keys(errors).length > 0) throw new HttpError(400, 'validation', errors);
  const phone = input.phone || null;
  const email = input.email || null;
  const taken = await ctx.db.query<{ phone: string | null; email: string | null }>(
    'SELECT phone, email FROM users WHERE phone = $1 OR email = $2',
    [phone, email],
  );
  const duplicate: Record<string, string> = {};
  for (const row of taken) {
    if (phone && row.phone === phone) duplicate.phone = DUPLICATE.phone;
    if (email && row.email === email) duplicate.email = DUPLICATE.email;
  }
  if (Object.keys(duplicate).length > 0) throw new HttpError(409, 'conflict', duplicate);

  // The code proves the identifier the account is found by: the phone of a person who gave one,
  // else the e-mail.
  if (!legal && phone)
    await checkCodeOf(ctx, { target: phone, purpose: 'registration', code: input.code, consume: true });
  else if (email)
    await checkCodeOf(ctx, { target: email, purpose: 'email-verify', code: input.code, consume: true });

  const passwordHash = input.password ? await hashPassword(input.password) : null;
  let account: AccountRow;
  try {
    account = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.query<AccountRow>(
        `INSERT INTO users (type, phone, email, password_hash, first_name, last_name, b2b_category, groups, f_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING id, type, phone, email, password_hash, groups, f_user_id`,
        [
          legal ? 'legal' : 'person',
          phone,
          email,
          passwordHash,
          input.firstName,
          input.lastName ?? '',
          '',
          [],
          randomUUID(),
        ],
      );
      if (!row) throw new Error('The account was not stored');
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
  return openSession(ctx, account, input.fingerprint);
}
