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

  it('says in words why money taken goes back, and when the provider gave it back', () => {
    expect(
      orderEventDetail({ kind: 'payment_superseded', detail: { paymentId: 'pay_a', by: 'pay_b' } }),
    ).toBe('payment pay_a closed by the newer payment pay_b, its page cancelled at the provider');
    expect(
      orderEventDetail({
        kind: 'payment_refund_due',
        detail: { paymentId: 'pay_a', amount: 709_000, refundId: 'rfd_1', reason: 'superseded' },
      }),
    ).toBe(
      '7 090 ₽ taken on payment pay_a goes back (paid on a page a newer payment had closed): refund rfd_1 owed by the provider',
    );
    expect(
      orderEventDetail({
        kind: 'payment_refunded',
        detail: {
          paymentId: 'pay_a',
          amount: 709_000,
          refundId: 'rfd_1',
          providerRefundId: 'rfd_x',
          attempts: 4,
        },
      }),
    ).toBe('7 090 ₽ refunded on payment pay_a by the provider (refund rfd_x, after 4 attempts)');
  });

  it('lists the particulars of an event it does not know', () => {
    expect(orderEventDetail({ kind: 'something_new', detail: { a: 'x', b: [1, 2] } })).toBe('a=x b=[1,2]');
  });
});
