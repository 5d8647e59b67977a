import { describe, expect, it } from 'vitest';
import { showLabel, toNumber } from './filter-panel';

describe('the filter panel', () => {
  it('says how many products «Показать» would show, in the Russian plural (issue 17)', () => {
    expect(showLabel(1)).toBe('Показать 1 товар');
    expect(showLabel(124)).toBe('Показать 124 товара');
    expect(showLabel(0)).toBe('Показать 0 товаров');
    expect(showLabel(11)).toBe('Показать 11 товаров');
    expect(showLabel(null)).toBe('Показать');
  });

  it('reads a typed bound the filter path can write, and nothing else', () => {
    expect(toNumber('1 990')).toBe(1990);
    expect(toNumber('10,8')).toBe(10.8);
    expect(toNumber('')).toBeUndefined();
    expect(toNumber('abc')).toBeUndefined();
    expect(toNumber('-5')).toBeUndefined();
    expect(toNumber('1e20')).toBeUndefined();
    expect(toNumber('9'.repeat(400))).toBeUndefined();
  });
});
