import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { recordOrderEvent } from '../orders/order-events';
import type { PaymentRow } from './payment-rows';

// What the store owes its provider (payment_actions, migration 010): a cancel of a payment it closed,
// a refund of money taken for a payment that does not count. Owed in the transaction that decided it;
// carried out after the commit, and retried until the provider confirms (payment-settler.ts).

/**
 * Why a payment is cancelled at the provider or its money given back: a newer payment of the order
 * closed it, it expired, the order was cancelled, the order was already paid by another payment, or
 * the payment was closed by the order's cancel.
 */
export type PaymentActionReason =
  | 'superseded'
  | 'expired'
  | 'order_cancelled'
  | 'order_paid'
  | 'payment_cancelled';

/** An owed action as the settler claims it. Amount in kopecks. */
export interface PaymentActionRow {
  id: string;
  payment_id: string;
  order_id: number;
  kind: 'cancel' | 'refund';
  amount_kopecks: number;
  attempts: number;
}

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

/**
 * Owes the provider a cancel of the payment, in the caller's transaction: one per payment. Owing it
 * again (the provider made the payment only after the first cancel found nothing there) makes it due
 * once more.
 */
export async function oweCancel(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'order_id'>,
  reason: PaymentActionReason,
): Promise<void> {
  await tx.query(
    `INSERT INTO payment_actions (id, payment_id, order_id, kind, reason) VALUES ($1, $2, $3, 'cancel', $4)
     ON CONFLICT (payment_id, kind)
     DO UPDATE SET status = 'owed', result = '', next_attempt_at = NULL, done_at = NULL`,
    [newId('cnl'), payment.id, payment.order_id, reason],
  );
}

/**
 * Owes the shopper the payment's whole amount back through the provider, in the caller's transaction,
 * and records `payment_refund_due` in the order's history: once per payment (a captured payment is
 * refunded once, whoever asks again). Answers whether it was owed now.
 */
export async function oweRefund(
  tx: Db,
  payment: Pick<PaymentRow, 'id' | 'order_id' | 'amount_kopecks'>,
  reason: PaymentActionReason,
  now?: number,
): Promise<boolean> {
  const refundId = newId('rfd');
  const owed = await tx.query(
    `INSERT INTO payment_actions (id, payment_id, order_id, kind, amount_kopecks, reason)
     VALUES ($1, $2, $3, 'refund', $4, $5) ON CONFLICT (payment_id, kind) DO NOTHING RETURNING id`,
    [refundId, payment.id, payment.order_id, payment.amount_kopecks, reason],
  );
  if (owed.length === 0) return false;
  await recordOrderEvent(
    tx,
    payment.order_id,
    'payment_refund_due',
    { paymentId: payment.id, amount: payment.amount_kopecks, refundId, reason },
    now === undefined ? {} : { at: now },
  );
  return true;
}

/**
 * Claims an owed action that is due for one attempt: its attempts go up and its next attempt moves on
 * (1 s, 2 s, 4 s … up to 5 minutes), so a process that dies mid-call leaves it to a later attempt and
 * two processes do not call at once. Null when it is not owed or not due (another process has it).
 */
export async function claimAction(db: Db, id: string, now: number): Promise<PaymentActionRow | null> {
  const at = new Date(now).toISOString();
  const rows = await db.query<PaymentActionRow>(
    `UPDATE payment_actions SET attempts = attempts + 1,
       next_attempt_at = $2::timestamptz + least(interval '5 minutes', interval '1 second' * power(2, least(attempts, 20)))
     WHERE id = $1 AND status = 'owed' AND (next_attempt_at IS NULL OR next_attempt_at <= $2::timestamptz)
     RETURNING id, payment_id, order_id, kind, amount_kopecks::float8 AS amount_kopecks, attempts`,
    [id, at],
  );
  return rows[0] ?? null;
}

/** The owed actions due at `now` (of one order, or all), oldest first. */
export async function dueActions(db: Db, now: number, orderId?: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM payment_actions
     WHERE status = 'owed' AND (next_attempt_at IS NULL OR next_attempt_at <= $1)${orderId === undefined ? '' : ' AND order_id = $2'}
     ORDER BY created_at, id LIMIT 50`,
    orderId === undefined ? [new Date(now).toISOString()] : [new Date(now).toISOString(), orderId],
  );
  return rows.map((row) => row.id);
}

/** When the next owed action is due (ms; `-Infinity` for one due now), or null when nothing is owed. */
export async function nextActionDue(db: Db): Promise<number | null> {
  const [row] = await db.query<{ owed: number; due_now: number; next: Date | string | null }>(
    `SELECT count(*)::int AS owed, count(*) FILTER (WHERE next_attempt_at IS NULL)::int AS due_now,
       min(next_attempt_at) AS next
     FROM payment_actions WHERE status = 'owed'`,
  );
  if (!row || row.owed === 0) return null;
  if (row.due_now > 0 || row.next === null) return Number.NEGATIVE_INFINITY;
  return new Date(row.next).getTime();
}

/** Marks a claimed action done with what the provider answered; false when it was done already. */
export async function markActionDone(tx: Db, id: string, result: string, now: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_actions SET status = 'done', result = $2, last_error = '', done_at = $3
     WHERE id = $1 AND status = 'owed' RETURNING id`,
    [id, result, new Date(now).toISOString()],
  );
  return rows.length > 0;
}

/** Keeps why an attempt failed, for support; the action stays owed and its next attempt is set. */
export async function noteActionFailure(db: Db, id: string, error: unknown): Promise<void> {
  const text = error instanceof Error ? error.message : String(error);
  await db.query('UPDATE payment_actions SET last_error = $2 WHERE id = $1', [id, text.slice(0, 500)]);
}
