/**
 * The database could not be reached or stopped answering: a dropped connection, a restart, a timeout.
 * The request may succeed when retried, so the API answers 503 `unavailable` rather than 500.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/**
 * SQLSTATE classes and codes of a passing fault — "the server went away, ran short or refused for
 * now" — not a bad query: the same request may succeed in a moment, without a restart.
 */
const UNAVAILABLE_SQLSTATE = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin_shutdown, crash_shutdown, cannot_connect_now, database_dropped
  /^53/, // insufficient resources: disk full (53100), out of memory (53200), too many connections (53300)
  /^57014$/, // query_canceled: statement_timeout fired (the database is too slow or stuck)
  /^55P03$/, // lock_not_available: lock_timeout fired
  /^40001$|^40P01$/, // a serialization failure or deadlock still there after retryingConflicts
];

/** Node errors of a connection that broke or was never made, or of a disk that is full. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  // The embedded store's disk is full: writes work again once space is freed.
  'ENOSPC',
  'EDQUOT',
]);

/** node-postgres's own messages for a connection that ended or timed out (they carry no code). */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed|Cannot use a pool after calling end/i;

/**
 * Whether `error` (from a query, anywhere in its `cause` chain) means the database is unavailable for
 * now — unreachable, out of disk or memory, or still losing a race after the retries — so the caller
 * should answer 503 `{ code: 'unavailable' }` with `Retry-After` instead of 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_ERRNO.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.some((p) => p.test(code))) return true;
    }
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
