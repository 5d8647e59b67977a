import type { Db } from '../db/database';

/** What happened to an order, for support staff (order_events). */
export type OrderEventKind = 'placed' | 'cancelled' | 'change_requested' | 'copied' | (string & {});

/** Records an event of the order, in the caller's transaction. */
export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  kind: OrderEventKind,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind, detail) VALUES ($1, $2, $3::jsonb)', [
    orderId,
    kind,
    JSON.stringify(detail),
  ]);
}
