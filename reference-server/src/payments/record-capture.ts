import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events';
import { supersedeOpenPayments } from './close-payments';
import { oweRefund, type PaymentActionReason } from './payment-actions';
import type { PayableOrderRow, PaymentRow } from './payment-rows';

/** What a capture did: it paid the order, or its money is owed back. */
export type CaptureOutcome = 'paid' | 'refund_due';

/**
 * Why money the provider took for `payment` does not count toward its order (and goes back), or null
 * when it does: the order is cancelled, the payment was closed (a newer payment superseded it, the
 * order's cancel closed it), or the order is paid already (another payment got there first). A done
 * order not yet paid in full takes it: its goods were handed over.
 */
export function refundReason(
  order: Pick<PayableOrderRow, 'status' | 'total_kopecks' | 'paid_kopecks'>,
  payment: Pick<PaymentRow, 'status' | 'amount_kopecks'>,
): PaymentActionReason | null {
  if (order.status === 'cancelled') return 'order_cancelled';
  if (payment.status === 'superseded') return 'superseded';
  if (payment.status === 'cancelled') return 'payment_cancelled';
  if (order.paid_kopecks + payment.amount_kopecks > order.total_kopecks) return 'order_paid';
  return null;
}

/**
 * Records money the provider took for a payment never captured before, in the caller's transaction
 * with the order and then the payment locked (a notification, or a cancel the provider answered
 * "captured already"). Money taken is a fact whatever the store thought of the payment. When it counts
 * (see {@link refundReason}) the payment is `paid`, the order's paid sum and status follow, and, once
 * the order is paid in full, any other payment still open is closed. When it does not, the payment is
 * `refunded`, a refund is owed to the provider, and the order's own paid sum and status stay as they
 * are — an order paid by one payment never reads unpaid for another's refund — except that a cancelled
 * order reads `refunded`, never «paid».
 */
export async function recordCapture(
  tx: Db,
  order: PayableOrderRow,
  payment: PaymentRow,
  now: number,
): Promise<CaptureOutcome> {
  const at = new Date(now).toISOString();
  const reason = refundReason(order, payment);
  if (reason !== null) {
    await tx.query("UPDATE payments SET status = 'refunded', paid_at = $2, updated_at = $2 WHERE id = $1", [
      payment.id,
      at,
    ]);
    if (order.status === 'cancelled')
      await tx.query("UPDATE orders SET payment_status = 'refunded', updated_at = $2 WHERE id = $1", [
        order.id,
        at,
      ]);
    await oweRefund(tx, payment, reason, now);
    return 'refund_due';
  }
  const paid = order.paid_kopecks + payment.amount_kopecks;
  await tx.query("UPDATE payments SET status = 'paid', paid_at = $2, updated_at = $2 WHERE id = $1", [
    payment.id,
    at,
  ]);
  await tx.query(
    `UPDATE orders SET paid_kopecks = $2,
       payment_status = CASE WHEN $2 >= total_kopecks THEN 'paid' ELSE payment_status END, updated_at = $3
     WHERE id = $1`,
    [order.id, paid, at],
  );
  await recordOrderEvent(
    tx,
    order.id,
    'payment_paid',
    {
      paymentId: payment.id,
      amount: payment.amount_kopecks,
      // Money taken after the store stopped waiting (expired), or after a declined attempt.
      ...(payment.status === 'expired' ? { afterExpiry: true } : {}),
      ...(payment.status === 'failed' ? { afterFailure: true } : {}),
    },
    { at: now },
  );
  if (paid >= order.total_kopecks) await supersedeOpenPayments(tx, order.id, payment.id, now);
  return 'paid';
}
