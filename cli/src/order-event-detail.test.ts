import { describe, expect, it } from 'vitest';
import { orderEventDetail } from './order-event-detail';

describe('orderEventDetail', () => {
  it('says what was ordered and how, in roubles', () => {
    const placed = {
      kind: 'placed',
      detail: {
        number: 'В-100004',
        totalKopecks: 2_169_050,
        lines: [{ id: 1, quantity: 1, priceKopecks: 2_169_050 }],
        delivery: 'pickup',
        shopId: 3,
        paySystem: 'raiff-sbp',
        bonuses: 150,
        promoCode: 'VERSTAK10',
        files: [],
        isFast: false,
      },
    };
    expect(orderEventDetail(placed)).toBe(
      'pickup at shop 3, raiff-sbp, 1 line, 21 690,5 ₽, promo VERSTAK10, 150 bonuses',
    );
  });

  it('names a cancel’s giver-backs and refund, and a payment’s amount', () => {
    expect(
      orderEventDetail({
        kind: 'cancelled',
        detail: {
          by: 'shopper',
          description: 'Передумал',
          stockReturned: 2,
          bonusesReturned: 0,
          refundKopecks: 99_000,
        },
      }),
    ).toBe('by shopper, Передумал, 2 unit(s) back in stock, refund 990 ₽');
    expect(orderEventDetail({ kind: 'payment_paid', detail: { paymentId: 'p1', amount: 500_000 } })).toBe(
      '5 000 ₽, payment p1',
    );
  });

  it('lists the particulars of an event it does not know', () => {
    expect(orderEventDetail({ kind: 'something_new', detail: { a: 'x', b: [1, 2] } })).toBe('a=x b=[1,2]');
  });
});
