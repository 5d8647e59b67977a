import * as z from 'zod/mini';
import { formatPhone } from '../domain/format-phone';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from '../domain/requisites';
import { boundedText, type ParamSchema } from './params';

// The fields a shopper types into the store's forms (§5): every failure, absence and a wrong type
// included, reads a Russian message stating the field's rule, which the server answers in the `errors`
// map and the storefront shows as it is (the contract's rule for messages: `shopper-fields.ts`).

/** A shopper's text of at most `max` characters: one Russian message per rule, `absent` when missing. */
function shopperText(max: number, tooLong: string, absent: string, type = absent) {
  return boundedText(max, {
    type: (input) => (input === undefined ? absent : type),
    tooLong,
    control: 'Уберите из текста служебные символы',
  });
}

/** A trimmed text field of at most `max` characters; `required` refuses an empty one (and a missing one). */
export function textField(max: number, required?: string) {
  const tooLong = `Не длиннее ${max} символов`;
  return z.pipe(
    // Trimmed, a long run of spaces may still fit: the text as sent may take twice the length.
    shopperText(max * 2, tooLong, required ?? 'Заполните поле', 'Введите текст'),
    z.pipe(
      z.transform((v: string) => v.trim()),
      z.string().check(
        z.maxLength(max, tooLong),
        z.refine((v) => !required || v !== '', required ?? ''),
      ),
    ),
  );
}

const PHONE_RULE = 'Введите номер телефона: 10 цифр после +7';

/** A Russian phone in any notation (§5), normalized to `+7 (xxx) xxx-xx-xx`. */
export const phoneField = z.pipe(
  shopperText(40, PHONE_RULE, PHONE_RULE),
  z.pipe(
    z.transform((v: string) => formatPhone(v)),
    z.string().check(z.refine((v) => v !== '', PHONE_RULE)),
  ),
);

const EMAIL_RULE = 'Введите адрес электронной почты, например ivan@mail.ru';

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z.pipe(
  shopperText(254, 'Адрес электронной почты — не длиннее 254 символов', EMAIL_RULE),
  z.pipe(
    z.transform((v: string) => v.trim().toLowerCase()),
    z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_RULE)),
  ),
);

const LOGIN_RULE = 'Введите телефон или адрес электронной почты';

/** A phone or an e-mail: whichever the shopper typed. An e-mail is lower-cased, a phone formatted (§5). */
export const loginField = z.pipe(
  shopperText(254, 'Телефон или адрес почты — не длиннее 254 символов', LOGIN_RULE),
  z.pipe(
    z.transform((v: string) => (v.includes('@') ? v.trim().toLowerCase() : formatPhone(v))),
    z.string().check(z.refine((v) => v !== '', LOGIN_RULE)),
  ),
);

/** A new password: 8 to 128 characters, with a letter and a digit. */
export const newPasswordField = z
  .string({ error: 'Придумайте пароль: от 8 до 128 символов, буквы и цифры' })
  .check(
    z.minLength(8, 'Пароль — не короче 8 символов'),
    z.maxLength(128, 'Пароль — не длиннее 128 символов'),
    z.refine((v) => /\p{L}/u.test(v) && /\d/.test(v), 'Пароль должен содержать буквы и цифры'),
  );

/** A password being checked: anything up to 128 characters (the rules apply when it is set). */
export const passwordField = z
  .string({ error: 'Введите пароль' })
  .check(z.minLength(1, 'Введите пароль'), z.maxLength(128, 'Пароль — не длиннее 128 символов'));

/** A one-time code from an SMS or an e-mail: 4 to 6 digits. */
export const codeField = z
  .string({ error: 'Введите код из сообщения' })
  .check(z.regex(/^\d{4,6}$/, 'Введите код из сообщения'));

/** The browser's fingerprint, bound to the session (§4.1). */
export const fingerprintField = boundedText(200);

/** A string field whose every failure, absence and a wrong type included, reads `rule`. */
function ruledText(rule: string, valid: (value: string) => boolean) {
  return z.string({ error: rule }).check(z.refine(valid, rule));
}

/** A date of birth, YYYY-MM-DD, or empty. */
export const birthField = ruledText(
  'Введите дату рождения в виде ГГГГ-ММ-ДД',
  (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && v >= '1900-01-01'),
);

/** A boolean sent as Y or N (§5: organization booleans); true and false are taken too. */
export const ynField = z.pipe(
  z.union([z.boolean(), z.enum(['Y', 'N'])]),
  z.transform((v: boolean | 'Y' | 'N') => v === true || v === 'Y'),
);

/** Chosen subscriptions as ids; an empty choice travels as -1 (§5). */
export const subscriptionsField = z.pipe(
  z
    .array(z.union([z.number(), z.string().check(z.regex(/^-?\d{1,9}$/, 'Expected subscription ids'))]))
    .check(z.maxLength(50, 'At most 50 subscriptions')),
  z.transform((ids: Array<number | string>) => ids.map(Number).filter((id) => id !== -1)),
) as ParamSchema<number[]>;

/** ИНН: 10 or 12 digits with their check digits. */
export const innField = ruledText(
  'ИНН — 10 цифр для организации или 12 для ИП, с верным контрольным числом',
  isValidInn,
);

/** КПП: 9 characters; empty for a sole trader. */
export const kppField = ruledText(
  'КПП — 9 символов: 4 цифры, 2 цифры или буквы, 3 цифры',
  (v) => v === '' || isValidKpp(v),
);

/** ОГРН (13 digits) or ОГРНИП (15 digits) with its check digit. */
export const ogrnField = ruledText(
  'ОГРН — 13 цифр, ОГРНИП — 15 цифр, с верным контрольным числом',
  isValidOgrn,
);

/** БИК: 9 digits starting 04. */
export const bikField = ruledText('БИК — 9 цифр, начинается с 04', isValidBik);

/** A 20-digit account number (checked against the BIK by {@link checkAccounts}). */
export const accountField = ruledText('Номер счёта — 20 цифр', (v) => /^\d{20}$/.test(v));

/**
 * The cross-field check of bank details: each account's key against the BIK. Added to an object
 * schema with `bik`, `settlementAccount` and `correspondentAccount`.
 */
export function checkAccounts(value: {
  bik: string;
  settlementAccount: string;
  correspondentAccount: string;
}) {
  const errors: Array<{ path: string; message: string }> = [];
  if (isValidBik(value.bik)) {
    if (
      /^\d{20}$/.test(value.settlementAccount) &&
      !isValidSettlementAccount(value.settlementAccount, value.bik)
    )
      errors.push({
        path: 'settlementAccount',
        message: 'Расчётный счёт не сходится с БИК: проверьте цифры',
      });
    if (
      /^\d{20}$/.test(value.correspondentAccount) &&
      !isValidCorrespondentAccount(value.correspondentAccount, value.bik)
    )
      errors.push({
        path: 'correspondentAccount',
        message: 'Корреспондентский счёт не сходится с БИК: проверьте цифры',
      });
  }
  return errors;
}
