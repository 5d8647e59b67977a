import type { Random } from './random';

// Valid Russian requisites for seeded organizations: random digits completed with the check digits
// of the Federal Tax Service and the Bank of Russia (the rules `sdk/src/domain/requisites.ts` checks).

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const INN12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const ACCOUNT_WEIGHTS = [7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1];

const digits = (rnd: Random, n: number) => Array.from({ length: n }, () => rnd.int(0, 9)).join('');
const weighted = (value: string, weights: readonly number[]) =>
  weights.reduce((sum, w, i) => sum + w * Number(value[i]), 0);
const mod = (value: string, divisor: number) => {
  let rest = 0;
  for (const d of value) rest = (rest * 10 + Number(d)) % divisor;
  return rest;
};

/** A company's ИНН (10 digits) in the region `region` (2 digits). */
export function companyInn(rnd: Random, region: string): string {
  const body = region + digits(rnd, 7);
  return body + ((weighted(body, INN10) % 11) % 10);
}

/** A sole trader's ИНН (12 digits) in the region `region`. */
export function personInn(rnd: Random, region: string): string {
  const body = region + digits(rnd, 8);
  const first = body + ((weighted(body, INN11) % 11) % 10);
  return first + ((weighted(first, INN12) % 11) % 10);
}

/** A company's КПП: its tax office (the INN's first 4 digits), reason 01, number 001. */
export function kppOf(inn: string): string {
  return `${inn.slice(0, 4)}01001`;
}

/** ОГРН (13 digits) of a company registered in `year` in `region`. */
export function companyOgrn(rnd: Random, year: number, region: string): string {
  const body = `1${String(year % 100).padStart(2, '0')}${region}${digits(rnd, 7)}`;
  return body + (mod(body, 11) % 10);
}

/** ОГРНИП (15 digits) of a sole trader registered in `year` in `region`. */
export function soleTraderOgrn(rnd: Random, year: number, region: string): string {
  const body = `3${String(year % 100).padStart(2, '0')}${region}${digits(rnd, 9)}`;
  return body + (mod(body, 13) % 10);
}

/** `account` with its key digit (the 9th) set so that it checks against `prefix` (3 digits). */
function withKey(prefix: string, account: string): string {
  const zeroed = `${account.slice(0, 8)}0${account.slice(9)}`;
  const sum = weighted(prefix + zeroed, ACCOUNT_WEIGHTS);
  // The key's weight is 3, and 3 × 7 ≡ 1 (mod 10).
  const key = ((10 - (sum % 10)) * 7) % 10;
  return `${account.slice(0, 8)}${key}${account.slice(9)}`;
}

/** A bank's correspondent account at the Bank of Russia, from its BIK. */
export function correspondentAccountOf(bik: string): string {
  return withKey(`0${bik.slice(4, 6)}`, `301018100000000${bik.slice(-3).padStart(5, '0')}`);
}

/** A company's settlement account (40702, roubles) at the bank `bik`. */
export function settlementAccount(rnd: Random, bik: string, kind: '40702' | '40802' = '40702'): string {
  return withKey(bik.slice(-3), `${kind}810X${digits(rnd, 11)}`);
}

/** Banks the seeded organizations keep accounts at. */
export const SEED_BANKS = [
  { name: 'ПАО Сбербанк', bik: '044525225' },
  { name: 'АО «Альфа-Банк»', bik: '044525593' },
  { name: 'Банк ВТБ (ПАО)', bik: '044525187' },
  { name: 'Ярославское отделение № 17 ПАО Сбербанк', bik: '047888670' },
  { name: 'Вологодское отделение № 8638 ПАО Сбербанк', bik: '041909644' },
] as const;
