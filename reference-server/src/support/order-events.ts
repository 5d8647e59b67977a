import type { OrderEvent } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import type { Staff } from './staff-of';

/**
 * Writes what a staff account did to an order as an `order_events` row: `kind` says what, `detail`
 * the particulars, and `detail.staff` who ({ userId, login }), so support can always tell a staff
 * action from the shopper's own.
 */
export async function logStaffEvent(
  tx: Db,
  orderId: number,
  kind: string,
  staff: Staff,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.query('INSERT INTO order_events (order_id, kind, detail) VALUES ($1, $2, $3::jsonb)', [
    orderId,
    kind,
    JSON.stringify({ ...detail, staff: { userId: staff.userId, login: staff.login } }),
  ]);
}

/** What happened to an order, oldest first. */
export async function readOrderEvents(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db.query<{ at: Date | string; kind: string; detail: Record<string, unknown> | string }>(
    'SELECT at, kind, detail FROM order_events WHERE order_id = $1 ORDER BY at, id',
    [orderId],
  );
  return rows.map((row) => {
    const detail = (typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail) as Record<
      string,
      unknown
    >;
    const { staff, ...rest } = detail;
    const login = (staff as { login?: unknown } | undefined)?.login;
    return {
      at: new Date(row.at).toISOString(),
      kind: row.kind,
      staff: typeof login === 'string' ? login : '',
      detail: rest,
    };
  });
}
