import type { Order } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import { orderOf } from './order-view';

// Who sees an order: the visitor whose fUserId placed it (a guest, on this browser) and the account
// that placed it (on any device). To anyone else it does not exist (§8 order_not_found).

/** The §8 error of an order that is not there (or not the visitor's). */
export function orderNotFound(id: number | string): HttpError {
  return new HttpError(404, 'order_not_found', { common: `Ошибка: заказ №${id} не найден.` });
}

/** The SQL condition of the visitor's orders, with its two parameters at `$first` and `$first+1`. */
export function ownedBy(first: number): string {
  return `(o.f_user_id = $${first} OR (o.user_id IS NOT NULL AND o.user_id = $${first + 1}::int))`;
}

/** Whether the order `id` is the visitor's; locks its row when `lock` (a cancel or change). */
export async function assertOwnOrder(db: Db, visitor: Visitor, id: number, lock = false): Promise<void> {
  const rows = await db.query(
    `SELECT o.id FROM orders o WHERE o.id = $1 AND ${ownedBy(2)}${lock ? ' FOR UPDATE' : ''}`,
    [id, visitor.fUserId, visitor.userId],
  );
  if (rows.length === 0) throw orderNotFound(id);
}

/**
 * The order `id` as the contract shows it, or order_not_found naming `shownAs` (the id unless the
 * caller knows it by its number): a miss after a write or a lookup is a concurrent delete.
 */
export async function existingOrder(db: Db, id: number, shownAs: number | string = id): Promise<Order> {
  const order = await orderOf(db, id);
  if (!order) throw orderNotFound(shownAs);
  return order;
}

/** The visitor's order `id`, or order_not_found. */
export async function ownOrder(db: Db, visitor: Visitor, id: number): Promise<Order> {
  await assertOwnOrder(db, visitor, id);
  return existingOrder(db, id);
}
