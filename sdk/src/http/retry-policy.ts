import type { ApiError } from './api-error';

/**
 * One failed attempt, as a {@link RetryPolicy} sees it: the attempt's number (1 for the first send),
 * the answer's status and `Retry-After` header when one came, or the error when none did.
 */
export interface RetryAttempt {
  /** 1 for the first send, 2 for the first retry, … */
  readonly attempt: number;
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The answer's `Retry-After` header as sent (seconds or an HTTP date); null when absent. */
  readonly retryAfter: string | null;
  /** Why no answer came (`network`, `timeout`); undefined when one came. */
  readonly error: ApiError | undefined;
  /** The client's clock, ms since the epoch: what an HTTP-date `Retry-After` is measured from. */
  readonly now: number;
}

/**
 * Decides whether a failed attempt is sent again: the milliseconds to wait first, or undefined to
 * give up and answer it. The client asks only for GETs and for writes carrying an Idempotency-Key;
 * any other write is never sent twice, whatever the policy says.
 */
export type RetryPolicy = (failure: RetryAttempt) => number | undefined;

/** Options of {@link retryPolicy}. */
export interface RetryOptions {
  /** How many sends in all, the first included: 3 means up to two retries. */
  attempts: number;
  /** The backoff's first step, ms; doubled on each retry. 300 by default. */
  baseDelay?: number;
  /** The longest wait, ms: a `Retry-After` asking for longer is answered at once, not waited for. 10 000 by default. */
  maxDelay?: number;
  /** The statuses worth another try; 429 and 503 by default (the server asked to come back later). */
  statuses?: readonly number[];
  /** A number in [0, 1); `Math.random` by default (tests pass their own). */
  random?: () => number;
}

/** What the server sends when it asks to come back later. */
const DEFAULT_STATUSES = [429, 503];

/**
 * Reads `Retry-After` (RFC 9110 §10.2.3): a number of seconds, or an HTTP date measured from `now`.
 * Answers ms to wait (0 for a date already past), or undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with the day's name (IMF-fixdate, RFC 850, asctime); Date.parse alone would take `-5`.
  const date = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The retry policy to pass as `createClient({ retry: retryPolicy({ attempts: 3 }) })`: it retries a
 * network failure or a timeout, and the statuses of `statuses` (429 and 503), up to `attempts` sends.
 * The wait is exponential backoff with full jitter (random in [0, baseDelay·2^(n-1)], capped at
 * `maxDelay`), or what `Retry-After` says plus up to `baseDelay` of jitter, so that many clients told
 * the same time do not all come back in the same millisecond. A `Retry-After` beyond `maxDelay` (a
 * 15-minute login lock, say) is not waited for: the answer is thrown at once for the caller to show.
 */
export function retryPolicy(options: RetryOptions): RetryPolicy {
  const { attempts, baseDelay: base = 300, maxDelay: max = 10_000 } = options;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new RangeError(`retryPolicy: attempts must be a whole number ≥ 1 (sends in all), got ${attempts}`);
  if (!(base >= 0) || !(max >= 0))
    throw new RangeError(`retryPolicy: baseDelay and maxDelay must be ms ≥ 0, got ${base} and ${max}`);
  const statuses = options.statuses ?? DEFAULT_STATUSES;
  const random = options.random ?? Math.random;
  return ({ attempt, status, retryAfter, error, now }) => {
    if (attempt >= attempts) return undefined;
    const lost = error !== undefined && (error.code === 'network' || error.code === 'timeout');
    if (!lost && !statuses.includes(status)) return undefined;
    const asked = parseRetryAfter(retryAfter, now);
    if (asked !== undefined) return asked > max ? undefined : Math.min(max, asked + random() * base);
    return Math.min(max, random() * base * 2 ** (attempt - 1));
  };
}
