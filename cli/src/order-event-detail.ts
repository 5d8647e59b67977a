import type { OrderEvent } from '@verstak/sdk/contract';
import { money } from './money';

const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const kopecks = (v: unknown): string => (typeof v === 'number' ? money(v / 100) : '');
const count = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
const lines = (n: number): string => `${n} line${n === 1 ? '' : 's'}`;

/** Why money taken is given back (payments/payment-actions.ts), as support reads it. */
const REFUND_REASONS: Record<string, string> = {
  superseded: 'paid on a page a newer payment had closed',
  expired: 'paid after the payment expired',
  order_cancelled: 'the order is cancelled',
  order_paid: 'the order was paid already by another payment',
  payment_cancelled: "the order's cancel had closed the payment",
};

/** The particulars of any other event, `key=value`, lists and objects as JSON. */
function keyValues(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
}

/**
 * An order event's particulars as support reads them: what was ordered and how for `placed`, the
 * amount and payment for payment events (a payment closed by a newer one, money owed back and why,
 * money given back), the reason of a cancel; amounts in roubles, not kopecks.
 */
export function orderEventDetail(event: Pick<OrderEvent, 'kind' | 'detail'>): string {
  const d = event.detail;
  const payment = `payment ${text(d.paymentId)}`;
  switch (event.kind) {
    case 'placed':
      return [
        d.delivery === 'pickup' ? `pickup at shop ${text(d.shopId)}` : 'courier',
        text(d.paySystem),
        lines(count(d.lines)),
        kopecks(d.totalKopecks),
        d.promoCode ? `promo ${text(d.promoCode)}` : '',
        typeof d.bonuses === 'number' && d.bonuses > 0 ? `${d.bonuses} bonuses` : '',
        count(d.files) > 0 ? `${count(d.files)} requisites file(s)` : '',
        d.isFast ? 'one click' : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'cancelled':
      return [
        `by ${text(d.by) || 'shopper'}`,
        text(d.description),
        typeof d.stockReturned === 'number' ? `${d.stockReturned} unit(s) back in stock` : '',
        typeof d.bonusesReturned === 'number' && d.bonusesReturned > 0
          ? `${d.bonusesReturned} bonuses back`
          : '',
        typeof d.refundKopecks === 'number' ? `refund ${kopecks(d.refundKopecks)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'staff_cancel':
      return [text(d.reasonTitle), text(d.comment)].filter(Boolean).join(': ');
    case 'staff_copy':
      return `into the ${text(d.basketOf)}'s basket: ${count(d.added)} added, ${count(d.skipped)} skipped`;
    case 'copied':
      return `into the basket, ${count(d.skipped)} skipped`;
    case 'change_requested':
      return text(d.comment);
    case 'pay_system_changed':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'payment_created':
      return `${text(d.paySystem)} ${kopecks(d.amount)}, ${payment}`;
    case 'payment_paid':
      return [
        kopecks(d.amount),
        payment,
        typeof d.overpaid === 'number' ? `overpaid ${kopecks(d.overpaid)}` : '',
        d.afterExpiry ? 'taken after it expired' : '',
        d.afterFailure ? 'taken after a declined attempt' : '',
      ]
        .filter(Boolean)
        .join(', ');
    case 'payment_superseded':
      return `${payment} closed by the newer payment ${text(d.by)}, its page cancelled at the provider`;
    case 'payment_refund_due':
      return `${kopecks(d.amount)} taken on ${payment} goes back (${
        REFUND_REASONS[text(d.reason)] ?? (text(d.reason) || 'no reason given')
      }): refund ${text(d.refundId)} owed by the provider`;
    case 'payment_refunded':
      return `${kopecks(d.amount)} refunded on ${payment} by the provider (refund ${text(d.providerRefundId)}${
        typeof d.attempts === 'number' && d.attempts > 1 ? `, after ${d.attempts} attempts` : ''
      })`;
    case 'payment_failed':
    case 'payment_expired':
      return payment;
    default:
      return keyValues(d);
  }
}
