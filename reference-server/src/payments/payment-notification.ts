import { PAY_SYSTEM_CODES } from '@verstak/sdk/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import { faultPoint } from '../http/fault-point';
import { recordOrderEvent } from '../orders/order-events';
import { verifySignature } from '../payment-sandbox/notification-signature';
import { CAPTURABLE, orderForPayment, paymentById } from './payment-rows';
import { recordCapture } from './record-capture';

/** What the provider says happened to a payment. Amount in kopecks. */
export const notificationSchema = z.object({
  eventId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  paymentId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  providerPaymentId: z.string().check(z.maxLength(100)),
  status: z.enum(['succeeded', 'failed']),
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z.literal('RUB'),
  method: z.enum(PAY_SYSTEM_CODES),
  occurredAt: z.string().check(z.maxLength(40)),
});

/** The answer to a notification: its HTTP status and body. */
export interface NotificationAnswer {
  status: 200 | 400 | 401 | 404;
  body: {
    ok: boolean;
    result?: 'paid' | 'refund_due' | 'failed' | 'duplicate' | 'ignored';
    code?: string;
    error?: string;
  };
}

const refuse = (status: 400 | 401 | 404, code: string, error: string): NotificationAnswer => ({
  status,
  body: { ok: false, code, error },
});

/**
 * Acts on one provider notification, exactly once: the signature and its time are checked first
 * (401, nothing read), then the body (400), then, in one transaction with the payment locked, the
 * event id (a replay answers 200 and changes nothing), the payment (404) and the amount (400).
 * A success for a payment never captured before is money taken: it pays the order, or, for a payment
 * closed or superseded or an order cancelled or paid already, it is owed back through the provider
 * (record-capture.ts); a failure moves only a pending one to failed (the order stays payable), so a
 * late failure never undoes money taken. Answers other than 200 tell the provider not to retry,
 * except a crash.
 */
export async function handlePaymentNotification(
  db: Db,
  secret: string,
  now: number,
  headers: { signature: string | null; timestamp: string | null },
  body: string,
): Promise<NotificationAnswer> {
  const check = verifySignature(secret, headers, body, now);
  if (check !== 'ok') return refuse(401, 'invalid_signature', `The notification's signature is ${check}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse(400, 'invalid_notification', 'The notification is not JSON');
  }
  const parsed = z.safeParse(notificationSchema, json);
  if (!parsed.success)
    return refuse(400, 'invalid_notification', 'The notification lacks a field or has a bad one');
  const event = parsed.data;
  const answer = await db.transaction(async (tx): Promise<NotificationAnswer> => {
    // The order first, then the payment, as creating a payment locks them: never a deadlock.
    const found = await paymentById(tx, event.paymentId, false);
    if (!found) return refuse(404, 'payment_not_found', `No payment ${event.paymentId}`);
    const order = await orderForPayment(tx, found.order_id, true);
    const payment = await paymentById(tx, event.paymentId, true);
    if (!payment) return refuse(404, 'payment_not_found', `No payment ${event.paymentId}`);
    const seen = await tx.query('SELECT 1 FROM payment_notifications WHERE event_id = $1', [event.eventId]);
    if (seen.length > 0) return { status: 200, body: { ok: true, result: 'duplicate' } };
    if (event.amount !== payment.amount_kopecks || event.providerPaymentId !== payment.provider_id)
      return refuse(400, 'amount_mismatch', 'The notification does not match the payment');
    const at = new Date(now).toISOString();
    await tx.query(
      'INSERT INTO payment_notifications (event_id, payment_id, status, received_at) VALUES ($1, $2, $3, $4)',
      [event.eventId, payment.id, event.status, at],
    );
    if (!order) return { status: 200, body: { ok: true, result: 'ignored' } };
    let result: NonNullable<NotificationAnswer['body']['result']> = 'ignored';
    if (event.status === 'succeeded' && CAPTURABLE.includes(payment.status)) {
      // Money taken is the stronger fact: it is recorded whatever the store thought of the payment;
      // whether it pays the order or is owed back is recordCapture's decision.
      result = await recordCapture(tx, order, payment, now);
    } else if (event.status === 'failed' && payment.status === 'pending') {
      await tx.query("UPDATE payments SET status = 'failed', updated_at = $2 WHERE id = $1", [
        payment.id,
        at,
      ]);
      // The order stays payable: the shopper may pay again from the order's page.
      if (order.payment_status !== 'paid')
        await tx.query("UPDATE orders SET payment_status = 'failed', updated_at = $2 WHERE id = $1", [
          order.id,
          at,
        ]);
      await recordOrderEvent(tx, order.id, 'payment_failed', { paymentId: payment.id }, { at: now });
      result = 'failed';
    }
    faultPoint('payment-notification:before-commit');
    return { status: 200, body: { ok: true, result } };
  });
  if (answer.status === 200) faultPoint('payment-notification:after-commit');
  return answer;
}
