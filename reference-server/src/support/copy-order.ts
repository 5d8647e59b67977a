import { changeLines } from '../basket/add-lines';
import { lockBasket } from '../basket/basket-lock';
import type { RequestContext } from '../context/request-context';
import { existingOrder } from '../orders/order-access';
import { recordOrderEvent } from '../orders/order-events';
import { findOrderRow } from './find-order-row';
import { staffOf } from './staff-of';

/** A line of the copy's answer. */
interface CopiedLine {
  id: number;
  title: string;
  quantity: number;
}

/**
 * Puts an order's products into its customer's basket again (the account's, or the guest's by the
 * order's visitor id), at today's prices: each line is brought up to the order's quantity, never
 * past it, so running the copy again (a retried request, a second operator, a script run twice)
 * changes nothing. A line already holding as many units stays as it is and is named in `kept`.
 * Logged as a `staff_copy` event naming the staff account.
 */
export async function copyOrder(ctx: RequestContext, number: string) {
  const { db } = ctx;
  const staff = await staffOf(db, ctx);
  const row = await findOrderRow(db, number);
  const order = await existingOrder(db, row.id, row.number);
  // An account's basket hangs on the account's visitor id, a guest's on the order's.
  const [account] =
    row.userId === null
      ? []
      : await db.query<{ f_user_id: string }>('SELECT f_user_id FROM users WHERE id = $1', [row.userId]);
  const fUserId = account?.f_user_id ?? row.fUserId;
  const basketOf = account ? ('account' as const) : ('guest' as const);
  const titles = new Map(order.products.map((p) => [p.id, p.title]));
  const ordered = new Map<number, number>();
  for (const p of order.products) ordered.set(p.id, (ordered.get(p.id) ?? 0) + p.quantity);
  return db.transaction(async (tx) => {
    // Locked before it is read: two copies at once see each other's lines, not both an empty basket.
    await lockBasket(tx, fUserId);
    const rows = await tx.query<{ product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1 AND product_id = ANY($2::int[])',
      [fUserId, [...ordered.keys()]],
    );
    const had = new Map(rows.map((r) => [r.product_id, r.quantity]));
    const kept: CopiedLine[] = [];
    const short: Array<{ id: number; quantity: number }> = [];
    for (const [id, quantity] of ordered) {
      const now = had.get(id) ?? 0;
      if (now >= quantity) kept.push({ id, title: titles.get(id) ?? '', quantity: now });
      else short.push({ id, quantity });
    }
    const result = await changeLines(tx, fUserId, short, { cityId: row.cityId, mode: 'set', strict: false });
    const added = result.changed
      .filter((l) => l.quantity > (had.get(l.id) ?? 0))
      .map((l) => ({ id: l.id, title: titles.get(l.id) ?? '', quantity: l.quantity }));
    const skipped = result.skipped
      .filter((s) => s.taken === 0)
      .map((s) => ({ id: s.id, title: titles.get(s.id) ?? '', reason: s.reason }));
    await recordOrderEvent(
      tx,
      row.id,
      'staff_copy',
      {
        basketOf,
        added: added.map((l) => l.id),
        skipped: skipped.map((l) => l.id),
        kept: kept.map((l) => l.id),
      },
      { staff },
    );
    return { added, kept, skipped, basketOf };
  });
}
