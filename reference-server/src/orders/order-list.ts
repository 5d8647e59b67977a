import type { OrderStatus } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import type { Visitor } from '../visitor/visitor';
import { ownedBy } from './order-access';
import { statusEntries, UNFINISHED_STATUSES } from './order-statuses';
import { ordersOf } from './order-view';

/** Orders per page of the orders list. */
export const ORDERS_PER_PAGE = 10;

/** The visitor's orders, newest first, a page of them, by status ('all', 'active' or one status). */
export async function listOrders(db: Db, visitor: Visitor, filter: { page: number; status: string }) {
  const params = [visitor.fUserId, visitor.userId];
  const counts = await db.query<{ status: OrderStatus; n: number }>(
    `SELECT o.status, count(*)::int AS n FROM orders o WHERE ${ownedBy(1)} GROUP BY o.status`,
    params,
  );
  const statuses =
    filter.status === 'all' ? null : filter.status === 'active' ? [...UNFINISHED_STATUSES] : [filter.status];
  const byStatus = new Map(counts.map((c) => [c.status, c.n]));
  const total = statuses
    ? statuses.reduce((n, s) => n + (byStatus.get(s as OrderStatus) ?? 0), 0)
    : counts.reduce((n, c) => n + c.n, 0);
  // The visitor's orders by their two indexes (orders_visitor, orders_user), then sorted: a few
  // thousand at most. The fence (OFFSET 0) keeps the planner from walking every order newest first
  // (orders_created) looking for them, which at a million orders reads thousands of pages.
  const ids = await db.query<{ id: number }>(
    `SELECT o.id FROM (
       SELECT o.id, o.created_at FROM orders o
       WHERE ${ownedBy(1)} ${statuses ? 'AND o.status = ANY($5::text[])' : ''} OFFSET 0
     ) o
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    [...params, ORDERS_PER_PAGE, (filter.page - 1) * ORDERS_PER_PAGE, ...(statuses ? [statuses] : [])],
  );
  return {
    items: await ordersOf(
      db,
      ids.map((r) => r.id),
    ),
    pagination: {
      page: filter.page,
      pageCount: Math.ceil(total / ORDERS_PER_PAGE),
      perPage: ORDERS_PER_PAGE,
      total,
    },
    statuses: statusEntries(byStatus),
  };
}
