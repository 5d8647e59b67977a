import type { OrderStatus, PaymentStatus } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { closeCancelledOrderPayments } from '../payments/close-payments';
import { returnBonuses } from './bonus-spending';
import { orderNotFound } from './order-access';
import { recordOrderEvent } from './order-events';
import { isFinished } from './order-statuses';
import { releaseStock } from './stock-reservations';

/** Why an order is cancelled: the shopper's reason (§7.4), or the system's (an expired payment). */
export interface CancelReason {
  /** An order_cancel_reasons id (the shopper's choice). */
  reasonId?: number | undefined;
  description?: string | undefined;
  /** Who cancels: the shopper, support staff, or the payment that expired (srv-payments). */
  by: 'shopper' | 'staff' | 'payment-expired';
}

/** What a cancel gave back. */
export interface CancelResult {
  stockReturned: number;
  bonusesReturned: number;
  refunded: boolean;
}

/**
 * Cancels an unfinished order in the caller's transaction: its reserved stock and spent bonuses go
 * back, its promo code's use is returned, its open payments are closed (a cancel of each is owed to
 * the provider), a paid order is marked refunded (its money is owed back through the provider:
 * payments/close-payments.ts), and an event says all of it. The caller asks the settler to carry out
 * what is owed after the commit (`ctx.payments?.settler.soon()`). A cancelled order is refused 409 `order_already_cancelled`, a done one 409 `order_finished`.
 */
export async function cancelOrder(tx: Db, orderId: number, reason: CancelReason): Promise<CancelResult> {
  const [order] = await tx.query<{
    number: string;
    status: OrderStatus;
    payment_status: PaymentStatus;
    paid_kopecks: number;
    promo_code: string;
  }>('SELECT number, status, payment_status, paid_kopecks, promo_code FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  if (!order) throw orderNotFound(orderId);
  // A second cancel (a retried request, two operators at once) is told apart from a done order:
  // the order is as the caller wanted it, and a script may treat it as done.
  if (order.status === 'cancelled')
    throw new HttpError(409, 'order_already_cancelled', {
      common: `Заказ №${order.number} уже отменён`,
    });
  if (isFinished(order.status))
    throw new HttpError(409, 'order_finished', {
      common: `Заказ №${order.number} уже выполнен, его нельзя отменить`,
    });
  if (reason.reasonId !== undefined) {
    const known = await tx.query('SELECT id FROM order_cancel_reasons WHERE id = $1', [reason.reasonId]);
    if (known.length === 0)
      throw new HttpError(400, 'validation', { reason: 'Выберите причину отмены из списка' });
  }
  const released = await releaseStock(tx, orderId);
  const { closed: paymentsClosed } = await closeCancelledOrderPayments(tx, orderId);
  const bonusesReturned = await returnBonuses(tx, orderId, order.number);
  if (order.promo_code !== '')
    await tx.query('UPDATE promo_codes SET used = greatest(used - 1, 0) WHERE code = $1', [order.promo_code]);
  const refunded = order.payment_status === 'paid';
  await tx.query(
    `UPDATE orders SET status = 'cancelled', updated_at = now(),
       payment_status = CASE WHEN payment_status = 'paid' THEN 'refunded' ELSE payment_status END,
       cancel_reason_id = $2, cancel_description = $3
     WHERE id = $1`,
    [orderId, reason.reasonId ?? null, reason.description ?? ''],
  );
  const result: CancelResult = {
    stockReturned: released.reduce((n, r) => n + r.quantity, 0),
    bonusesReturned,
    refunded,
  };
  await recordOrderEvent(tx, orderId, 'cancelled', {
    by: reason.by,
    reasonId: reason.reasonId ?? null,
    description: reason.description ?? '',
    ...result,
    ...(refunded ? { refundKopecks: order.paid_kopecks, paymentStatus: 'refunded' } : {}),
    ...(paymentsClosed.length > 0 ? { paymentsClosed } : {}),
  });
  return result;
}
