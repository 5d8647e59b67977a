// Russian company requisites and their check digits, as the Federal Tax Service and the Bank of
// Russia define them. No well-kept npm library covers all of them (the ones that exist are
// unmaintained single-author packages), so the rules live here, with published vectors in the tests.

const onlyDigits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);

function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum;
}

const INN10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const INN12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

/** ИНН: 10 digits for a company, 12 for a person or sole trader, with their check digits. */
export function isValidInn(value: string): boolean {
  if (onlyDigits(value, 10)) return (weightedSum(value, INN10) % 11) % 10 === Number(value[9]);
  if (onlyDigits(value, 12))
    return (
      (weightedSum(value, INN11) % 11) % 10 === Number(value[10]) &&
      (weightedSum(value, INN12) % 11) % 10 === Number(value[11])
    );
  return false;
}

/** КПП: 9 characters, a 4-digit tax office code, a 2-character reason (digits or A–Z) and 3 digits. */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value);
}

/** The remainder of a long digit string divided by a small number, without losing precision. */
function remainder(digits: string, divisor: number): number {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % divisor;
  return rest;
}

/** ОГРН (13 digits, a company) or ОГРНИП (15 digits, a sole trader), with its check digit. */
export function isValidOgrn(value: string): boolean {
  if (onlyDigits(value, 13)) return remainder(value.slice(0, 12), 11) % 10 === Number(value[12]);
  if (onlyDigits(value, 15)) return remainder(value.slice(0, 14), 13) % 10 === Number(value[14]);
  return false;
}

/** БИК: 9 digits, starting 04 (a bank in Russia). */
export function isValidBik(value: string): boolean {
  return onlyDigits(value, 9) && value.startsWith('04');
}

const ACCOUNT_WEIGHTS = [7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The Bank of Russia's key check of a 20-digit account behind a 3-digit prefix. */
function accountKeyValid(prefix: string, account: string): boolean {
  return onlyDigits(account, 20) && weightedSum(prefix + account, ACCOUNT_WEIGHTS) % 10 === 0;
}

/** Расчётный счёт: 20 digits whose key checks against the bank's BIK (its last three digits). */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return isValidBik(bik) && accountKeyValid(bik.slice(-3), account);
}

/**
 * Корреспондентский счёт: 20 digits, starting 30101 and ending with the BIK's last three digits,
 * whose key checks against '0' and the BIK's 5th–6th digits (the settlement centre's code).
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    isValidBik(bik) &&
    account.startsWith('30101') &&
    account.endsWith(bik.slice(-3)) &&
    accountKeyValid(`0${bik.slice(4, 6)}`, account)
  );
}
