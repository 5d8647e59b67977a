import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format-price';
import { plural } from './plural';
import { ratingLabel } from './rating-icons';
import { formatRussianNumber } from './russian-number';

// The hand-written Russian numbers must read exactly as Intl's (ICU) would: the server and the browser
// render them, and a shopper compares them with the rest of the web.
const intl = (min: number, max: number) =>
  new Intl.NumberFormat('ru-RU', { minimumFractionDigits: min, maximumFractionDigits: max });
const values = [
  0,
  1,
  5,
  9,
  10,
  99,
  100,
  999,
  1000,
  1234,
  9999,
  10_000,
  12_990,
  99_999,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  123_456_789_012,
  0.5,
  1.5,
  2.5,
  0.125,
  0.375,
  1.005,
  1.015,
  2.675,
  12.6,
  12.4,
  1234.567,
  99.995,
  0.994,
  0.995,
  0.999,
  4.45,
  4.55,
  3.14259,
  1e20,
  123_456.785,
  Number.MAX_SAFE_INTEGER,
  9.995,
  999.95,
  999_999.5,
  0.05,
  0.0000005,
  1e-7,
  5.000000001,
  123_456_789_012_345.67,
  2 ** 53 - 0.5,
];

describe('formatRussianNumber', () => {
  for (const [min, max] of [
    [0, 0],
    [0, 2],
    [1, 1],
  ] as const) {
    it(`reads as Intl.NumberFormat('ru-RU') with ${min}–${max} decimals`, () => {
      const reference = intl(min, max);
      for (const value of [...values, ...values.map((v) => -v).filter((v) => v !== 0)]) {
        // Intl writes «-0» for a negative that rounds to zero; ours writes «0» (checked below).
        const expected = reference.format(value).replace(/^-(0(,0*)?)$/, '$1');
        expect(formatRussianNumber(value, min, max), String(value)).toBe(expected);
      }
    });
  }

  it('writes a negative that rounds to zero without a sign', () => {
    expect(formatRussianNumber(-0.001, 0, 2)).toBe('0');
    expect(formatRussianNumber(-0.4, 0, 0)).toBe('0');
    expect(formatRussianNumber(-0, 1, 1)).toBe('0,0');
  });

  it('leaves what has no digits, and numbers past 10²¹, to Intl', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, -3e25])
      expect(formatRussianNumber(value, 0, 2)).toBe(intl(0, 2).format(value));
  });
});

describe('the formats built on it', () => {
  it('prices in whole roubles with the rouble sign after a no-break space', () => {
    expect(formatPrice(12_990)).toBe('12\u00a0990\u00a0₽');
    expect(formatPrice(1234.5)).toBe('1\u00a0235\u00a0₽');
    const reference = new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    for (const value of values) expect(formatPrice(value), String(value)).toBe(reference.format(value));
  });

  it('numbers with up to two decimals, and ratings with one', () => {
    expect(formatNumber(1234.567)).toBe('1\u00a0234,57');
    expect(formatNumber(1.5)).toBe('1,5');
    expect(ratingLabel(4.5)).toBe('4,5');
    expect(ratingLabel(5)).toBe('5,0');
    expect(ratingLabel(0)).toBe('');
  });
});

describe('plural', () => {
  const forms = ['товар', 'товара', 'товаров'] as const;
  it('picks the form Intl.PluralRules picks for Russian integers', () => {
    const rules = new Intl.PluralRules('ru');
    const byRule = { one: forms[0], few: forms[1], many: forms[2] } as Record<string, string>;
    for (let n = -120; n <= 1200; n++) expect(plural(n, forms), String(n)).toBe(byRule[rules.select(n)]);
    for (const n of [1_000_001, 1_000_012, 1_000_022, 2_147_483_647])
      expect(plural(n, forms), String(n)).toBe(byRule[rules.select(n)]);
  });

  it('takes the few form for fractions', () => {
    expect(plural(1.5, forms)).toBe('товара');
  });
});
