import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events';
import { oweCancel, oweRefund } from './payment-actions';
import type { PaymentRow } from './payment-rows';

/**
 * Closes the order's payments still open but `keep` (a newer payment, or the one that just paid the
 * order), in the caller's transaction with the order locked: each becomes `superseded`, a cancel of it
 * is owed to the provider, and `payment_superseded` says by which. So an order has one live pay page
 * at a time; money a closed page still takes is refunded (record-capture.ts). Answers the ids closed.
 */
export async function supersedeOpenPayments(
  tx: Db,
  orderId: number,
  keep: string,
  now: number,
): Promise<string[]> {
  const at = new Date(now).toISOString();
  const closed = await tx.query<Pick<PaymentRow, 'id' | 'order_id'>>(
    `UPDATE payments SET status = 'superseded', updated_at = $3
     WHERE order_id = $1 AND status = 'pending' AND id <> $2 RETURNING id, order_id`,
    [orderId, keep, at],
  );
  for (const payment of closed) {
    await oweCancel(tx, payment, 'superseded');
    await recordOrderEvent(
      tx,
      orderId,
      'payment_superseded',
      { paymentId: payment.id, by: keep },
      { at: now },
    );
  }
  return closed.map((payment) => payment.id);
}

/**
 * The payments' part of an order's cancel, in its transaction: the payments still open are
 * `cancelled` and a cancel of each is owed to the provider; the money of the payments that paid it is
 * owed back (`refunded`, a refund owed to the provider, `payment_refund_due` in the history). Answers
 * the ids closed and the ids refunded.
 */
export async function closeCancelledOrderPayments(
  tx: Db,
  orderId: number,
  now?: number,
): Promise<{ closed: string[]; refunded: string[] }> {
  // The order's cancel may have no clock of its own: the database's time then.
  const at = now === undefined ? null : new Date(now).toISOString();
  const closed = await tx.query<Pick<PaymentRow, 'id' | 'order_id'>>(
    `UPDATE payments SET status = 'cancelled', updated_at = coalesce($2::timestamptz, now())
     WHERE order_id = $1 AND status = 'pending' RETURNING id, order_id`,
    [orderId, at],
  );
  for (const payment of closed) await oweCancel(tx, payment, 'order_cancelled');
  const refunded = await tx.query<Pick<PaymentRow, 'id' | 'order_id' | 'amount_kopecks'>>(
    `UPDATE payments SET status = 'refunded', updated_at = coalesce($2::timestamptz, now())
     WHERE order_id = $1 AND status = 'paid' RETURNING id, order_id, amount_kopecks::float8 AS amount_kopecks`,
    [orderId, at],
  );
  for (const payment of refunded) await oweRefund(tx, payment, 'order_cancelled', now);
  return { closed: closed.map((p) => p.id), refunded: refunded.map((p) => p.id) };
}
