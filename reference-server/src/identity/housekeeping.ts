import type { Db } from '../db/database';
import { at } from './secrets';

// Spent and expired credentials serve no check once a day has passed: deleted at most once an hour
// per process, by whichever session opens then (a cheap indexed sweep; the outbox is kept).

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const lastSweep = new WeakMap<Db, number>();

/** Deletes codes, login hashes, reset tokens, refresh credentials, throttles and send limits dead for a day. */
export async function sweepExpired(db: Db, now: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now - last < HOUR && now >= last) return;
  lastSweep.set(db, now);
  const before = at(now - DAY);
  await db.query('DELETE FROM one_time_codes WHERE expires_at < $1', [before]);
  await db.query('DELETE FROM login_hashes WHERE expires_at < $1', [before]);
  await db.query('DELETE FROM password_reset_tokens WHERE expires_at < $1', [before]);
  await db.query('DELETE FROM refresh_credentials WHERE expires_at < $1', [before]);
  await db.query(
    'DELETE FROM auth_throttles WHERE window_started_at < $1 AND (locked_until IS NULL OR locked_until < $1)',
    [before],
  );
  // A bucket untouched for a day is full again (each refills within the hour): as if it were new.
  await db.query('DELETE FROM send_limits WHERE updated_at < $1', [before]);
}
