import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './requisites';

// An independent oracle of the published rules (ФНС for ИНН/ОГРН, Банк России for the account key),
// written as the rules read: it builds numbers with correct check digits for the properties.
const mod = (digits: string, weights: readonly number[], m: number) =>
  weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % m;
const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const bigMod = (digits: string, m: number) => [...digits].reduce((r, d) => (r * 10 + Number(d)) % m, 0);

/** The remainders behind each check digit of a number (check digit = remainder mod 10). */
const remainders = {
  inn10: (v: string) => [mod(v, W10, 11)],
  inn12: (v: string) => [mod(v, W11, 11), mod(v, W12, 11)],
  ogrn: (v: string) => [bigMod(v.slice(0, 12), 11)],
  ogrnip: (v: string) => [bigMod(v.slice(0, 14), 13)],
};
const withCheck = (body: string, rem: (v: string) => number) => body + String(rem(body) % 10);
const inn10 = (body: string) => withCheck(body, (v) => mod(v, W10, 11));
const inn12 = (body: string) => {
  const eleven = withCheck(body, (v) => mod(v, W11, 11));
  return withCheck(eleven, (v) => mod(v, W12, 11));
};
const ogrn = (body: string) => withCheck(body, (v) => bigMod(v, 11));
const ogrnip = (body: string) => withCheck(body, (v) => bigMod(v, 13));

const ACCOUNT_WEIGHTS = [7, 1, 3];
const accountKey = (prefix3: string, account: string) => {
  const digits = prefix3 + account;
  const withZero = `${digits.slice(0, 11)}0${digits.slice(12)}`;
  const sum = [...withZero].reduce((s, d, i) => s + ((Number(d) * (ACCOUNT_WEIGHTS[i % 3] ?? 0)) % 10), 0);
  return `${account.slice(0, 8)}${((sum % 10) * 3) % 10}${account.slice(9)}`;
};

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const bik = digits(7).map((d) => `04${d}`);

/** Every number made of `valid` by changing one digit to another. */
function oneDigitChanges(valid: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < valid.length; i++)
    for (let d = 0; d <= 9; d++)
      if (String(d) !== valid[i]) out.push(valid.slice(0, i) + String(d) + valid.slice(i + 1));
  return out;
}

/**
 * A changed digit is caught unless every remainder moved by a multiple of 10 (0↔10 mod 11, or
 * 0↔10, 1↔11, 2↔12 mod 13): the published algorithms map those to the same check digit.
 */
function assertCaught(valid: string, isValid: (v: string) => boolean, rems: (v: string) => number[]) {
  const before = rems(valid);
  for (const changed of oneDigitChanges(valid)) {
    if (!isValid(changed)) continue;
    const after = rems(changed);
    expect(
      after.every((r, i) => r !== before[i] && r % 10 === (before[i] ?? -1) % 10),
      changed,
    ).toBe(true);
  }
}

describe('ИНН', () => {
  it.each(['7707083893', '7830002293', '1234567894', '500100732259', '123456789047'])(
    'accepts the published %s',
    (v) => {
      expect(isValidInn(v)).toBe(true);
    },
  );
  it.each([
    '7707083894',
    '123456789037',
    '500100732258',
    '500100732249',
    '0000000001',
    '77070838',
    '77070838930',
    '7707O83893',
    ' 7707083893',
    '7707083893 ',
    '',
  ])('refuses %j', (v) => {
    expect(isValidInn(v)).toBe(false);
  });

  it('accepts any 10 or 12 digits built with correct check digits', () => {
    fc.assert(
      fc.property(digits(9), (body) => {
        expect(isValidInn(inn10(body))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(digits(10), (body) => {
        expect(isValidInn(inn12(body))).toBe(true);
      }),
    );
  });

  it('catches a changed check digit always, and any other changed digit but the algorithm’s blind spot', () => {
    fc.assert(
      fc.property(digits(9), (body) => assertCaught(inn10(body), isValidInn, remainders.inn10)),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(digits(10), (body) => assertCaught(inn12(body), isValidInn, remainders.inn12)),
      { numRuns: 50 },
    );
  });
});

describe('ОГРН and ОГРНИП', () => {
  it.each(['1027700132195', '1037739010891', '1022200525819', '304500116000157', '316861700133226'])(
    'accepts the published %s',
    (v) => {
      expect(isValidOgrn(v)).toBe(true);
    },
  );
  it.each([
    '1027700132194',
    '304500116000158',
    '102770013219',
    '10277001321950',
    '3045001160001570',
    '1027700132l95',
    '',
  ])('refuses %j', (v) => {
    expect(isValidOgrn(v)).toBe(false);
  });

  it('accepts numbers built with a correct check digit, and catches changed digits but the blind spot', () => {
    fc.assert(
      fc.property(digits(12), (body) => {
        expect(isValidOgrn(ogrn(body))).toBe(true);
        assertCaught(ogrn(body), isValidOgrn, remainders.ogrn);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(digits(14), (body) => {
        expect(isValidOgrn(ogrnip(body))).toBe(true);
        assertCaught(ogrnip(body), isValidOgrn, remainders.ogrnip);
      }),
      { numRuns: 50 },
    );
  });
});

describe('КПП and БИК', () => {
  it('accepts a tax office code, a reason of digits or capitals and three digits', () => {
    for (const v of ['773601001', '7736AB001', '500101001']) expect(isValidKpp(v), v).toBe(true);
    for (const v of ['77360100', '7736010011', '7736ab001', 'A73601001', '773601O01', ''])
      expect(isValidKpp(v), v).toBe(false);
  });

  it('accepts a 9-digit BIK of a Russian bank (04…)', () => {
    for (const v of ['044525225', '044525974', '046577674']) expect(isValidBik(v), v).toBe(true);
    for (const v of ['144525225', '04452522', '0445252250', '04452522A', ''])
      expect(isValidBik(v), v).toBe(false);
  });
});

describe('settlement and correspondent accounts against the BIK', () => {
  it('accepts Sberbank’s correspondent account and a published settlement account', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525225')).toBe(true);
    expect(isValidCorrespondentAccount('30101810145250000974', '044525974')).toBe(true);
    expect(isValidSettlementAccount('40702810038000017240', '044525225')).toBe(true);
  });

  it('refuses an account that does not check against its BIK, a wrong length or letters', () => {
    expect(isValidCorrespondentAccount('30101810400000000225', '044525974')).toBe(false);
    expect(isValidCorrespondentAccount('30101810400000000225', '044599225')).toBe(false);
    expect(isValidCorrespondentAccount('40702810038000017240', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810038000017241', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810038000017240', '044525974')).toBe(false);
    expect(isValidSettlementAccount('4070281003800001724', '044525225')).toBe(false);
    expect(isValidSettlementAccount('4070281003800001724O', '044525225')).toBe(false);
    expect(isValidSettlementAccount('40702810038000017240', 'x44525225')).toBe(false);
  });

  it('accepts any account whose key is computed for its BIK, and catches every one-digit change', () => {
    fc.assert(
      fc.property(bik, digits(20), (b, raw) => {
        const settlement = accountKey(b.slice(-3), raw);
        expect(isValidSettlementAccount(settlement, b)).toBe(true);
        for (const changed of oneDigitChanges(settlement))
          expect(isValidSettlementAccount(changed, b), changed).toBe(false);
        const corr = accountKey(`0${b.slice(4, 6)}`, `30101${raw.slice(5, 17)}${b.slice(-3)}`);
        expect(isValidCorrespondentAccount(corr, b)).toBe(true);
        for (const changed of oneDigitChanges(corr))
          expect(isValidCorrespondentAccount(changed, b), changed).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});
