import type { OrderStatus, PaymentStatus, SupportOrderRow } from '@verstak/sdk/contract';
import { roublesOf } from '../basket/money';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { type CountedFilter, countedOrders, dayOfOffset } from '../orders/order-counts';
import { STATUS_TITLES, UNFINISHED_STATUSES } from '../orders/order-statuses';

/** What support filters the orders list by. */
export interface SupportOrderFilter {
  /** A phone (formatted, §5) or an e-mail (lower-cased): the orders placed with it, or by its account. */
  customer?: string | undefined;
  /** One status, or `active` (any unfinished one). */
  status?: 'active' | OrderStatus | undefined;
  /** One payment status, or `not_paid` (unpaid, pending or failed). */
  payment?: 'not_paid' | PaymentStatus | undefined;
  /** The first and last day (Moscow, YYYY-MM-DD) the orders were placed on, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Past this many orders skipped, a page starts from the day its first order was placed on. */
const DEEP_OFFSET = 2000;

/** The payment statuses of `not_paid`. */
const NOT_PAID = ['unpaid', 'pending', 'failed'] as const;

/** The instant a Moscow day starts (UTC+3 all year), `days` later. */
const moscowMidnight = (day: string, days = 0) =>
  new Date(new Date(`${day}T00:00:00+03:00`).getTime() + days * 86_400_000).toISOString();

/**
 * Orders newest first for support: by the customer's phone or e-mail (the order's own contact, or
 * the account's), by status, by payment, by the Moscow days they were placed on; `total` counts all
 * that match, `items` holds page `page` of `limit` (20) of them. `from` after `to` is refused.
 */
export async function listSupportOrders(
  db: Db,
  filter: SupportOrderFilter,
): Promise<{ items: SupportOrderRow[]; total: number }> {
  const where: string[] = [];
  const params: Array<string | number> = [];
  if (filter.customer) {
    params.push(filter.customer);
    const at = `$${params.length}`;
    // The accounts' ids as an array (an InitPlan): both sides of the OR are then index conditions
    // (orders_email or orders_phone, and orders_user), which `IN (SELECT …)` would not be.
    where.push(
      filter.customer.includes('@')
        ? `(lower(o.email) = ${at} OR o.user_id = ANY (ARRAY(SELECT id FROM users WHERE email = ${at})))`
        : `(o.phone = ${at} OR o.user_id = ANY (ARRAY(SELECT id FROM users WHERE phone = ${at})))`,
    );
  }
  if (filter.status === 'active') where.push(`o.status NOT IN ('done', 'cancelled')`);
  else if (filter.status) {
    params.push(filter.status);
    where.push(`o.status = $${params.length}`);
  }
  if (filter.payment === 'not_paid') where.push(`o.payment_status IN ('unpaid', 'pending', 'failed')`);
  else if (filter.payment) {
    params.push(filter.payment);
    where.push(`o.payment_status = $${params.length}`);
  }
  if (filter.from && filter.to && filter.from > filter.to)
    throw new HttpError(400, 'validation', {
      to: `The last day ${filter.to} is before the first, ${filter.from}`,
    });
  if (filter.from) {
    params.push(moscowMidnight(filter.from));
    where.push(`o.created_at >= $${params.length}::timestamptz`);
  }
  if (filter.to) {
    params.push(moscowMidnight(filter.to, 1));
    where.push(`o.created_at < $${params.length}::timestamptz`);
  }
  const counted: CountedFilter = {
    statuses: filter.status === 'active' ? UNFINISHED_STATUSES : filter.status ? [filter.status] : null,
    payments: filter.payment === 'not_paid' ? NOT_PAID : filter.payment ? [filter.payment] : null,
    from: filter.from,
    to: filter.to,
  };
  const limit = filter.limit ?? 20;
  let offset = ((filter.page ?? 1) - 1) * limit;
  // A deep page (--page 500 --limit 200) starts at the day its first order was placed on, found from
  // the per-day counts, and skips only within that day: OFFSET 99,800 read 99,800 index entries.
  const countClause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const countParams = [...params];
  if (!filter.customer && offset > DEEP_OFFSET) {
    const start = await dayOfOffset(db, counted, offset);
    if (!start) return { total: await countedOrders(db, counted), items: [] };
    params.push(moscowMidnight(start.day, 1));
    where.push(`o.created_at < $${params.length}::timestamptz`);
    offset -= start.after;
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const paged = [...params, limit, offset];
  // A customer's orders are read by their indexes, then sorted, and counted in the same pass: a few
  // thousand at most. Left to itself the planner may walk every order newest first looking for them
  // (it cannot tell a customer with ten orders from one with thousands), which at a million orders
  // takes seconds: the fence (OFFSET 0) keeps it to the customer's.
  const source = filter.customer ? `(SELECT * FROM orders o ${clause} OFFSET 0) o` : `orders o ${clause}`;
  const rows = await db.query<{
    id: number;
    number: string;
    created_at: Date | string;
    status: OrderStatus;
    payment_status: PaymentStatus;
    total_kopecks: number;
    paid_kopecks: number;
    delivery_type: 'courier' | 'pickup';
    name: string;
    phone: string;
    email: string;
    user_id: number | null;
    items_total: number | string | null;
    matched: number | string | null;
  }>(
    // The page's ids first, from the index alone (every list index holds created_at and id), then
    // their rows and item counts: the rows skipped by OFFSET are never read from the table.
    `SELECT o.id, o.number, o.created_at, o.status, o.payment_status, o.total_kopecks, o.paid_kopecks,
            o.delivery_type, o.name, o.phone, o.email, o.user_id,
            (SELECT sum(quantity) FROM order_lines l WHERE l.order_id = o.id) AS items_total, page.matched
       FROM (SELECT o.id, ${filter.customer ? 'count(*) OVER ()' : 'NULL::bigint'} AS matched FROM ${source}
              ORDER BY o.created_at DESC, o.id DESC
              LIMIT $${paged.length - 1} OFFSET $${paged.length}) page
       JOIN orders o ON o.id = page.id
      ORDER BY o.created_at DESC, o.id DESC`,
    paged,
  );
  // Without a customer, the total comes from the per-day counts (orders/order-counts.ts), not from
  // counting up to a million rows; a customer's is the page's count, or (a page past the last) a
  // count of its orders by index.
  const total = !filter.customer
    ? await countedOrders(db, counted)
    : rows[0]
      ? Number(rows[0].matched)
      : Number(
          (
            await db.query<{ n: number | string }>(
              `SELECT count(*) AS n FROM orders o ${countClause}`,
              countParams,
            )
          )[0]?.n ?? 0,
        );
  return {
    total,
    items: rows.map((r) => ({
      id: r.id,
      number: r.number,
      created: new Date(r.created_at).toISOString(),
      status: r.status,
      statusTitle: STATUS_TITLES[r.status],
      paymentStatus: r.payment_status,
      total: roublesOf(r.total_kopecks),
      price: Math.max(0, roublesOf(r.total_kopecks) - roublesOf(r.paid_kopecks)),
      deliveryCode: r.delivery_type,
      name: r.name,
      phone: r.phone,
      email: r.email,
      userId: r.user_id,
      itemsTotal: Number(r.items_total ?? 0),
    })),
  };
}
