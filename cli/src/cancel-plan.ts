import type { Order } from '@verstak/sdk/contract';
import { CliError } from './io';

/** A cancel reason of the store, as `order show` lists them. */
export interface CancelReason {
  id: number;
  title: string;
}

/** What cancelling an order would do, as `order cancel --dry-run` prints it and the prompt asks about. */
export interface CancelPlan {
  number: string;
  status: string;
  /** The order's total, roubles. */
  total: number;
  customer: string;
  reason: CancelReason;
  /** Units of stock that go back to the shops and the warehouse. */
  unitsReturned: number;
  /** Bonuses that go back to the customer's account. */
  bonusesReturned: number;
  /** Money that goes back through the payment provider, roubles (0 when nothing was paid). */
  refund: number;
  /** The promo code whose use is returned, or ''. */
  promoCode: string;
}

/**
 * What cancelling `order` with the reason `reasonId` would do, or why it cannot be done: a cancelled
 * order is `order_already_cancelled`, a done one `order_finished`, an unknown reason `validation`
 * (naming where the reasons are listed). Nothing is changed here.
 */
export function cancelPlan(order: Order, reasons: readonly CancelReason[], reasonId: number): CancelPlan {
  if (order.status === 'cancelled')
    throw new CliError(`Order ${order.number} is already cancelled`, 'order_already_cancelled');
  if (order.isFinished)
    throw new CliError(`Order ${order.number} is ${order.status}: it cannot be cancelled`, 'order_finished');
  const reason = reasons.find((r) => r.id === reasonId);
  if (!reason)
    throw new CliError(
      `reason: There is no cancel reason ${reasonId}: see them with verstak order show ${order.number}`,
      'validation',
    );
  return {
    number: order.number,
    status: order.status,
    total: order.total,
    customer: [order.name, order.phone].filter(Boolean).join(', '),
    reason,
    unitsReturned: order.products.reduce((sum, p) => sum + p.quantity, 0),
    bonusesReturned: order.bonusesSpent,
    refund: order.paid,
    promoCode: order.promoCode,
  };
}
