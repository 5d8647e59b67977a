import type { Db } from '../db/database';

// How many orders match support's list filters but the customer, without reading the orders: the
// counts per Moscow day, status and payment status of migration 014, plus the changes writers appended
// since the last fold. Exact at every moment; a few thousand small rows at a million orders.

/** What the counts can answer: each a set of values (null: any), the days both inclusive. */
export interface CountedFilter {
  statuses: readonly string[] | null;
  payments: readonly string[] | null;
  /** Moscow days, YYYY-MM-DD. */
  from?: string | undefined;
  to?: string | undefined;
}

/** Change rows past this are folded into the counts by the reader that sees them. */
const FOLD_AFTER = 1000;

/** An advisory lock key of its own: one fold at a time per store (the two-int form, schema-scoped below). */
const FOLD_LOCK = 160_014;

/** The rows of order_counts and order_count_changes that `filter` takes, by {@link countedParams}. */
const COUNTED_WHERE = [
  '($1::text[] IS NULL OR status = ANY($1::text[]))',
  '($2::text[] IS NULL OR payment_status = ANY($2::text[]))',
  '($3::date IS NULL OR day >= $3::date)',
  '($4::date IS NULL OR day <= $4::date)',
].join(' AND ');

/** The parameters of {@link COUNTED_WHERE}. */
const countedParams = (filter: CountedFilter) => [
  filter.statuses,
  filter.payments,
  filter.from ?? null,
  filter.to ?? null,
];

/** The number of orders matching `filter`; folds the pending changes when there are many. */
export async function countedOrders(db: Db, filter: CountedFilter): Promise<number> {
  const [row] = await db.query<{ n: number | string; pending: number | string }>(
    `SELECT (SELECT coalesce(sum(n), 0) FROM order_counts WHERE ${COUNTED_WHERE})
          + (SELECT coalesce(sum(n), 0) FROM order_count_changes WHERE ${COUNTED_WHERE}) AS n,
            (SELECT count(*) FROM order_count_changes) AS pending`,
    countedParams(filter),
  );
  if (Number(row?.pending ?? 0) > FOLD_AFTER) await foldOrderCounts(db);
  return Number(row?.n ?? 0);
}

/**
 * Moves the appended changes into order_counts. One fold at a time (the others skip: the changes
 * stay readable where they are); the moved rows leave and arrive in one transaction, so a reader
 * counts each change exactly once.
 */
export async function foldOrderCounts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1, hashtext(current_schema())) AS got',
      [FOLD_LOCK],
    );
    if (!lock?.got) return;
    await tx.query(
      `WITH moved AS (DELETE FROM order_count_changes RETURNING day, status, payment_status, n)
       INSERT INTO order_counts AS c (day, status, payment_status, n)
       SELECT day, status, payment_status, sum(n) FROM moved GROUP BY 1, 2, 3
       ON CONFLICT (day, status, payment_status) DO UPDATE SET n = c.n + EXCLUDED.n`,
    );
  });
}

/**
 * Where the `offset`-th order (newest first, 0-based) matching `filter` was placed: its Moscow day and
 * how many matching orders came after that day, so a deep page starts at that day and skips within it
 * only (a day's orders, not hundreds of thousands). Null when there are not that many.
 */
export async function dayOfOffset(
  db: Db,
  filter: CountedFilter,
  offset: number,
): Promise<{ day: string; after: number } | null> {
  const days = await db.query<{ day: string; n: number | string }>(
    `SELECT day, sum(n) AS n FROM (
       SELECT day, n FROM order_counts WHERE ${COUNTED_WHERE}
       UNION ALL
       SELECT day, n FROM order_count_changes WHERE ${COUNTED_WHERE}
     ) c GROUP BY day HAVING sum(n) > 0 ORDER BY day DESC`,
    countedParams(filter),
  );
  let after = 0;
  for (const { day, n } of days) {
    const count = Number(n);
    if (after + count > offset) return { day, after };
    after += count;
  }
  return null;
}
