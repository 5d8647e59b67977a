import type { OrderStatus, PaymentStatus, PaySystemCode } from '@verstak/sdk/contract';
import type { Db } from '../db/database';

// The payments module's queries: the order as payment sees it, and the payments table.

/** What payment needs of an order. Money in kopecks. */
export interface PayableOrderRow {
  id: number;
  number: string;
  f_user_id: string;
  user_id: number | null;
  status: OrderStatus;
  payment_status: string;
  pay_system: PaySystemCode;
  total_kopecks: number;
  paid_kopecks: number;
}

/** A payment as stored. */
export interface PaymentRow {
  id: string;
  order_id: number;
  amount_kopecks: number;
  pay_system: PaySystemCode;
  /**
   * `superseded`: closed by a newer payment of the order; `cancelled`: closed by the order's cancel;
   * `refunded`: captured, and the money is owed back (payment_actions) or given back already.
   */
  status: 'pending' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'superseded' | 'refunded';
  cancellable: boolean;
  provider_url: string;
  provider_id: string;
  expires_at: Date | null;
}

const ORDER_COLUMNS =
  'id, number, f_user_id, user_id, status, payment_status, pay_system, total_kopecks::float8 AS total_kopecks, paid_kopecks::float8 AS paid_kopecks';
const PAYMENT_COLUMNS =
  'id, order_id, amount_kopecks::float8 AS amount_kopecks, pay_system, status, cancellable, provider_url, provider_id, expires_at';

/** The order, locked for the rest of the transaction when `forUpdate`. */
export async function orderForPayment(
  db: Db,
  orderId: number,
  forUpdate: boolean,
): Promise<PayableOrderRow | null> {
  const rows = await db.query<PayableOrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return rows[0] ?? null;
}

/** The payment, locked for the rest of the transaction when `forUpdate`. */
export async function paymentById(db: Db, id: string, forUpdate: boolean): Promise<PaymentRow | null> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** A payment of the order still open for this amount, method and kind, which a repeat can hand back. */
export async function openPaymentFor(
  db: Db,
  order: { id: number; amount: number; paySystem: PaySystemCode; cancellable: boolean; now: number },
): Promise<PaymentRow | null> {
  const rows = await db.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM payments
     WHERE order_id = $1 AND status = 'pending' AND amount_kopecks = $2 AND pay_system = $3
       AND cancellable = $4 AND (expires_at IS NULL OR expires_at > $5)
     ORDER BY created_at DESC LIMIT 1`,
    [order.id, order.amount, order.paySystem, order.cancellable, new Date(order.now).toISOString()],
  );
  return rows[0] ?? null;
}

/** Records a decided payment; its pay page (provider_url) comes from the provider after the commit. */
export async function insertPayment(
  db: Db,
  payment: Omit<PaymentRow, 'status' | 'expires_at'> & { expiresAt: number; now: number },
): Promise<void> {
  const now = new Date(payment.now).toISOString();
  await db.query(
    `INSERT INTO payments (id, order_id, amount_kopecks, pay_system, status, cancellable, provider_url, provider_id,
       expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $9)`,
    [
      payment.id,
      payment.order_id,
      payment.amount_kopecks,
      payment.pay_system,
      payment.cancellable,
      payment.provider_url,
      payment.provider_id,
      new Date(payment.expiresAt).toISOString(),
      now,
    ],
  );
}

/** A stored payment's status as the contract names it (an expired, cancelled or superseded one failed). */
export function contractStatus(status: PaymentRow['status']): PaymentStatus {
  return status === 'pending' || status === 'paid' || status === 'refunded' ? status : 'failed';
}

/** The statuses money taken by the provider still moves a payment from: it was never captured before. */
export const CAPTURABLE: ReadonlyArray<PaymentRow['status']> = [
  'pending',
  'failed',
  'expired',
  'cancelled',
  'superseded',
];
