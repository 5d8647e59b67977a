import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events';
import { claimAction, markActionDone, noteActionFailure } from './payment-actions';
import type { PaymentProvider } from './payment-provider';
import { CAPTURABLE, orderForPayment, paymentById } from './payment-rows';
import { recordCapture } from './record-capture';

/**
 * Makes one attempt at an owed cancel or refund, if it is due and no other process has it: claimed
 * first (outside any transaction, so none waits on the provider), then the provider is called, then
 * its answer is kept with the order and the payment locked, in that order as everywhere. The provider
 * takes both by our ids and answers a repeat with what it did, so an attempt after a lost answer never
 * refunds twice. A cancel the provider answers "captured already" records that money (it is owed back,
 * or pays the order: record-capture.ts), in case its notification never comes. A failed attempt keeps
 * its error and waits for the next. Answers whether the action is done.
 */
export async function settlePaymentAction(
  db: Db,
  provider: PaymentProvider,
  id: string,
  now: number,
): Promise<boolean> {
  const action = await claimAction(db, id, now);
  if (!action) return false;
  try {
    if (action.kind === 'cancel') {
      const outcome = await provider.cancel(action.payment_id);
      await db.transaction(async (tx) => {
        const order = await orderForPayment(tx, action.order_id, true);
        const payment = await paymentById(tx, action.payment_id, true);
        if (!(await markActionDone(tx, action.id, outcome, now))) return;
        if (outcome === 'captured' && order && payment && CAPTURABLE.includes(payment.status))
          await recordCapture(tx, order, payment, now);
      });
      return true;
    }
    const refund = await provider.refund({
      refundId: action.id,
      paymentId: action.payment_id,
      amountKopecks: action.amount_kopecks,
    });
    await db.transaction(async (tx) => {
      await orderForPayment(tx, action.order_id, true);
      if (!(await markActionDone(tx, action.id, refund.id, now))) return;
      await recordOrderEvent(
        tx,
        action.order_id,
        'payment_refunded',
        {
          paymentId: action.payment_id,
          amount: action.amount_kopecks,
          refundId: action.id,
          providerRefundId: refund.id,
          attempts: action.attempts,
        },
        { at: now },
      );
    });
    return true;
  } catch (error) {
    await noteActionFailure(db, action.id, error).catch(() => undefined);
    return false;
  }
}
