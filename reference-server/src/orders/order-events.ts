import type { Db } from '../db/database';

/** What happened to an order, for support staff (order_events). */
export type OrderEventKind =
  | 'placed'
  | 'cancelled'
  | 'change_requested'
  | 'copied'
  | 'pay_system_changed'
  | 'payment_created'
  | 'payment_paid'
  | 'payment_failed'
  | 'payment_expired'
  | 'payment_superseded'
  | 'payment_refund_due'
  | 'payment_refunded'
  | 'staff_cancel'
  | 'staff_copy';

/** Who and when of an event, beyond its particulars. */
export interface OrderEventOptions {
  /** When it happened (the request's clock); the database's now by default. */
  at?: number;
  /** The staff account that did it: kept as `detail.staff`, so support tells it from the shopper. */
  staff?: { userId: number; login: string };
}

/** Records an event of the order, in the caller's transaction: every writer of order_events. */
export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  kind: OrderEventKind,
  detail: Record<string, unknown> = {},
  options: OrderEventOptions = {},
): Promise<void> {
  const { staff } = options;
  const stored = staff ? { ...detail, staff: { userId: staff.userId, login: staff.login } } : detail;
  await tx.query(
    'INSERT INTO order_events (order_id, at, kind, detail) VALUES ($1, coalesce($2::timestamptz, now()), $3, $4::jsonb)',
    [
      orderId,
      options.at === undefined ? null : new Date(options.at).toISOString(),
      kind,
      JSON.stringify(stored),
    ],
  );
}
