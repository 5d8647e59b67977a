import { describe, expect, it } from 'vitest';
import { checkExpectations, valueAt } from './check-expectations';

const order = {
  number: 'В-2026-000123',
  total: 1500,
  isPaid: false,
  products: [{ id: 7 }, { id: 9 }],
  tags: ['a'],
};

describe('checkExpectations', () => {
  it('reads dot paths, array indexes and lengths', () => {
    expect(valueAt(order, 'products.1.id')).toBe(9);
    expect(valueAt(order, 'products.length')).toBe(2);
    expect(valueAt(order, 'products.5.id')).toBeUndefined();
    expect(valueAt(order, 'constructor')).toBeUndefined();
  });

  it('passes when every expectation holds', () => {
    expect(
      checkExpectations(order, {
        number: { matches: '^В-\\d{4}-\\d+$' },
        total: { min: 1000, max: 2000 },
        isPaid: false,
        'products.length': 2,
        tags: { contains: 'a' },
        promo: { exists: false },
      }),
    ).toEqual([]);
  });

  it('says for each broken one what was expected and what came', () => {
    expect(
      checkExpectations(order, {
        isPaid: true,
        total: { max: 100 },
        products: { length: 3 },
        number: { contains: 'Z' },
        missing: 'x',
      }),
    ).toEqual([
      'isPaid: expected true, got false',
      'total: expected at most 100, got 1500',
      'products: expected length 3, got 2',
      'number: expected it to contain "Z", got "В-2026-000123"',
      'missing: expected "x", got nothing',
    ]);
  });

  it('reports a bad regular expression instead of throwing', () => {
    expect(checkExpectations(order, { number: { matches: '(' } })).toEqual([
      'number: "(" is not a regular expression',
    ]);
  });
});
