import { describe, expect, it } from 'vitest';
import { parseSeedOptions } from './seed-options';

describe('the options of npm run seed', () => {
  it('defaults to the demo store: 5,000 products, seed 1, no bulk accounts or orders', () => {
    expect(parseSeedOptions({})).toEqual({ products: 5000, seed: 1, accounts: 0, orders: 0 });
  });

  it('takes the growth sizes from flags, digits grouped or not, up to their bounds', () => {
    expect(
      parseSeedOptions({ orders: '1_000_000', accounts: '100000', products: '20000', seed: '3' }),
    ).toEqual({
      products: 20000,
      seed: 3,
      accounts: 100_000,
      orders: 1_000_000,
    });
  });

  it('takes the SEED_* variables when no flag is given, and a flag over its variable', () => {
    const env = { SEED_ORDERS: '250000', SEED_ACCOUNTS: '5000', SEED_PRODUCTS: '800', SEED: '9' };
    expect(parseSeedOptions({}, env)).toEqual({ products: 800, seed: 9, accounts: 5000, orders: 250_000 });
    expect(parseSeedOptions({ orders: '10' }, env).orders).toBe(10);
  });

  it('refuses what is not a whole number in bounds, naming the flag or variable, its bounds and the value', () => {
    expect(() => parseSeedOptions({ orders: '1000001' })).toThrow(
      '--orders must be a whole number from 0 to 1,000,000, got "1000001"',
    );
    expect(() => parseSeedOptions({ accounts: '100001' })).toThrow(
      '--accounts must be a whole number from 0 to 100,000, got "100001"',
    );
    for (const bad of ['-5', '1e6', '2.5', 'many', '1__000', '0x10', '', ' '])
      expect(() => parseSeedOptions({ orders: bad })).toThrow(`--orders must be a whole number`);
    expect(() => parseSeedOptions({ products: '0' })).toThrow('--products must be a whole number from 1');
    // An empty variable is as good as unset (`SEED_ORDERS= npm run seed`); an empty flag is a mistake.
    expect(parseSeedOptions({}, { SEED_ORDERS: '' }).orders).toBe(0);
    expect(() => parseSeedOptions({}, { SEED_ACCOUNTS: 'lots' })).toThrow(
      'SEED_ACCOUNTS must be a whole number from 0 to 100,000, got "lots"',
    );
  });
});
