import type { OrderEvent } from '@verstak/sdk/contract';
import type { Db } from '../db/database';

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
