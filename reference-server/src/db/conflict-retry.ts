// PostgreSQL may roll a transaction back because it lost a race with another one: a deadlock it
// broke (40P01) or a serialization failure (40001). Checkouts keep one lock order (docs/orders.md
// "Locks"), so neither should happen to them; when one still does (a psql session or a future path
// that locks otherwise), the whole transaction is run again a few times — it was rolled back whole,
// so running it again is the same request — and the shopper never sees it.

/** SQLSTATEs of a transaction rolled back for a concurrent one; running it again may succeed. */
const CONFLICT_SQLSTATE = new Set(['40001', '40P01']);

/** Runs of a transaction, the first included, before a conflict is given up on. */
export const CONFLICT_ATTEMPTS = 4;

/** Whether `error` (or its cause) is a deadlock or serialization failure PostgreSQL rolled back. */
export function isTransactionConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_SQLSTATE.has(code)) return true;
  }
  return false;
}

/**
 * Runs `transaction` (a whole `db.transaction(...)`, with no effects outside the database) and runs
 * it again when PostgreSQL rolled it back for a concurrent one, up to {@link CONFLICT_ATTEMPTS} runs
 * in all; the last conflict is thrown (answered 503 `unavailable`, like any passing fault).
 */
export async function retryingConflicts<T>(
  transaction: () => Promise<T>,
  attempts = CONFLICT_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
    }
  }
}
