import { describe, expect, it } from 'vitest';
import { checkRangeOrder } from './check-range-order';

describe('checkRangeOrder', () => {
  it('lets open, equal and ordered ranges and choices pass', () => {
    expect(() =>
      checkRangeOrder([
        { code: 'price', kind: 'range', from: 100, to: 100 },
        { code: 'weight', kind: 'range', from: 1.5 },
        { code: 'voltage', kind: 'range', to: 18 },
        { code: 'brand', kind: 'choice', values: ['makita'] },
      ]),
    ).not.toThrow();
  });

  it('refuses a lower bound above the upper one, as invalid_range', () => {
    expect(() => checkRangeOrder([{ code: 'price', kind: 'range', from: 5000, to: 100 }])).toThrow(
      expect.objectContaining({
        code: 'invalid_range',
        message: 'The range of price runs from 5000 to 100: its lower bound must not exceed its upper bound',
      }),
    );
  });
});
