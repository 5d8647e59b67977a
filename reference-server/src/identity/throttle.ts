import type { Db } from '../db/database';
import { type HttpError, tooManyAttempts } from '../http/http-error';
import { at } from './secrets';

// Login attempts are counted per account (all its logins together: a phone and an e-mail of one
// account share one count; a login without an account is counted as typed, so a lock says nothing of
// existence) and per client address. Each attempt is reserved before the password
// is checked, in one atomic statement, so that concurrent attempts from many processes cannot slip
// past the limit: five failures lock for 15 minutes, and the sixth attempt is refused even with the
// right password. A success gives its reservation back (and clears the account's count).

/** Failures that lock. */
export const MAX_FAILURES = 5;
/** How long a lock (and a window of counted failures) lasts: 15 minutes. */
export const LOCK_MS = 15 * 60 * 1000;

/** One counter: an account or a client address. */
export interface ThrottleKey {
  scope: 'account' | 'address';
  key: string;
  /** Failures that lock this counter; {@link MAX_FAILURES} unless said (an address shared by many may take more). */
  maxFailures?: number;
}

/** The counter of an account, whichever of its logins an attempt used. */
export function accountThrottleKey(userId: number): ThrottleKey {
  return { scope: 'account', key: `user:${userId}` };
}

/**
 * The keys of one login attempt: its account (the account's id, whichever of its logins was typed;
 * else the login as typed) and, when known, its client address.
 */
export function throttleKeys(
  login: string,
  account: { id: number } | null,
  address: string | null,
): ThrottleKey[] {
  const keys: ThrottleKey[] = [account ? accountThrottleKey(account.id) : { scope: 'account', key: login }];
  if (address) keys.push({ scope: 'address', key: address });
  return keys;
}

/** The Russian refusal of a locked login (or of what `lead` names), saying when to retry. */
export function lockedError(until: number, now: number, lead = 'Слишком много попыток'): HttpError {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000));
  const time = new Date(until).toLocaleTimeString('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });
  return tooManyAttempts(
    `${lead}. Повторите через ${minutes} ${minutesWord(minutes)} (в ${time} по Москве)`,
    (until - now) / 1000,
  );
}

/** «минуту», «минуты» or «минут» after the number `n`. */
export function minutesWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return 'минут';
  if (ones === 1) return 'минуту';
  if (ones >= 2 && ones <= 4) return 'минуты';
  return 'минут';
}

/**
 * Reserves one attempt on each key; throws the Russian 429 (led by `lead`) when any of them is locked
 * or would go past the limit (the attempt is then not counted).
 */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now: number, lead?: string): Promise<void> {
  const reserved: ThrottleKey[] = [];
  for (const key of keys) {
    const [row] = await db.query<{ failures: number; locked_until: Date | string | null }>(
      `INSERT INTO auth_throttles AS t (scope, key, failures, window_started_at)
       VALUES ($1, $2, 1, $3)
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE
           WHEN t.locked_until IS NOT NULL AND t.locked_until > $3 THEN t.failures
           WHEN t.window_started_at + interval '15 minutes' <= $3 OR t.locked_until IS NOT NULL THEN 1
           ELSE t.failures + 1 END,
         window_started_at = CASE
           WHEN t.locked_until IS NOT NULL AND t.locked_until > $3 THEN t.window_started_at
           WHEN t.window_started_at + interval '15 minutes' <= $3 OR t.locked_until IS NOT NULL THEN $3
           ELSE t.window_started_at END,
         locked_until = CASE
           WHEN t.locked_until IS NOT NULL AND t.locked_until > $3 THEN t.locked_until
           WHEN t.window_started_at + interval '15 minutes' <= $3 OR t.locked_until IS NOT NULL THEN NULL
           WHEN t.failures + 1 > $4::int THEN $3::timestamptz + interval '15 minutes'
           ELSE NULL END
       RETURNING failures, locked_until`,
      [key.scope, key.key, at(now), key.maxFailures ?? MAX_FAILURES],
    );
    const lockedUntil = row?.locked_until ? new Date(row.locked_until).getTime() : null;
    if (lockedUntil !== null && lockedUntil > now) {
      await release(db, reserved, false);
      throw lockedError(lockedUntil, now, lead);
    }
    reserved.push(key);
  }
}

/** Records the attempt's failure: at the fifth (a key's `maxFailures`), the keys lock for 15 minutes. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now: number): Promise<void> {
  for (const key of keys)
    await db.query(
      `UPDATE auth_throttles SET locked_until = $3::timestamptz + interval '15 minutes'
       WHERE scope = $1 AND key = $2 AND failures >= $4::int AND locked_until IS NULL`,
      [key.scope, key.key, at(now), key.maxFailures ?? MAX_FAILURES],
    );
}

/** Gives a successful attempt's reservation back: the account's count is cleared, the address's lowered. */
export async function recordSuccess(db: Db, keys: ThrottleKey[]): Promise<void> {
  await release(db, keys, true);
}

/** Gives an attempt's reservation back, clearing nothing (an attempt that was neither a success nor a failure). */
export async function releaseAttempt(db: Db, keys: ThrottleKey[]): Promise<void> {
  await release(db, keys, false);
}

async function release(db: Db, keys: ThrottleKey[], success: boolean): Promise<void> {
  for (const key of keys)
    await db.query(
      `UPDATE auth_throttles SET failures = CASE WHEN $3 AND scope = 'account' THEN 0 ELSE GREATEST(failures - 1, 0) END
       WHERE scope = $1 AND key = $2 AND (locked_until IS NULL)`,
      [key.scope, key.key, success],
    );
}
