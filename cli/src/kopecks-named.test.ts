import { describe, expect, it } from 'vitest';
import { kopecksNamed } from './kopecks-named';

describe('kopecksNamed (order events under --json)', () => {
  it('names the kopeck amounts of an event as such and leaves the rest', () => {
    expect(kopecksNamed({ amount: 259000, overpaid: 100, paymentId: 'pay_1', totalKopecks: 5 })).toEqual({
      amountKopecks: 259000,
      overpaidKopecks: 100,
      paymentId: 'pay_1',
      totalKopecks: 5,
    });
    expect(kopecksNamed({ amount: 'x' })).toEqual({ amount: 'x' });
  });
});
