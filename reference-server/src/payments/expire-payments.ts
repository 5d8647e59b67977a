import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events';
import { isFinished } from '../orders/order-statuses';
import { oweCancel } from './payment-actions';
import { orderForPayment, paymentById } from './payment-rows';

/** Cancels an order (stock and bonuses go back): srv-orders' cancelOrder. */
export type CancelOrder = (tx: Db, orderId: number, reason: string) => Promise<unknown>;

/** Why an order whose cancellable payment expired was cancelled (order history, support). */
export const EXPIRED_PAYMENT_REASON = 'Заказ не оплачен вовремя';

const MINUTE = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Marks payments past their time as expired (a cancel of each is owed to the provider); an expired cancellable payment cancels its order when the
 * order is still unpaid and has no other payment under way. Each payment in a transaction of its
 * own, taking the order's lock before the payment's (as creation and notifications do). At most once
 * a minute per database unless `force`; returns how many expired.
 */
export async function expirePayments(
  db: Db,
  now: number,
  cancelOrder: CancelOrder,
  force = false,
): Promise<number> {
  const last = lastSweep.get(db);
  if (!force && last !== undefined && now - last < MINUTE && now >= last) return 0;
  lastSweep.set(db, now);
  const at = new Date(now).toISOString();
  const due = await db.query<{ id: string; order_id: number }>(
    "SELECT id, order_id FROM payments WHERE status = 'pending' AND expires_at < $1 ORDER BY expires_at LIMIT 200",
    [at],
  );
  let expired = 0;
  for (const candidate of due) {
    expired += await db.transaction(async (tx) => {
      const order = await orderForPayment(tx, candidate.order_id, true);
      const payment = await paymentById(tx, candidate.id, true);
      if (
        !order ||
        !payment ||
        payment.status !== 'pending' ||
        (payment.expires_at?.getTime() ?? Infinity) >= now
      )
        return 0;
      await tx.query("UPDATE payments SET status = 'expired', updated_at = $2 WHERE id = $1", [
        payment.id,
        at,
      ]);
      await recordOrderEvent(tx, order.id, 'payment_expired', { paymentId: payment.id }, { at: now });
      // The provider is told too, so its page takes nothing whatever its own clock says.
      await oweCancel(tx, payment, 'expired');
      if (payment.cancellable && order.payment_status !== 'paid' && !isFinished(order.status)) {
        const others = await tx.query(
          "SELECT 1 FROM payments WHERE order_id = $1 AND status = 'pending' AND id <> $2",
          [order.id, payment.id],
        );
        if (others.length === 0) await cancelOrder(tx, order.id, EXPIRED_PAYMENT_REASON);
      }
      return 1;
    });
  }
  return expired;
}
