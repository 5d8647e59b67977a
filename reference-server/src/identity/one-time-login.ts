import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { accountById } from './accounts';
import { at, digestOf, randomSecret } from './secrets';
import { openSession, type SessionOutput } from './sessions';

// One-time login hashes (§4.1 `authhash`: a link's `h`, the sandbox provider's code): a random
// secret valid 5 minutes, spent on first use.

/** How long a login hash lives. */
export const LOGIN_HASH_SECONDS = 5 * 60;

/** Makes a login hash for an account. */
export async function createLoginHash(db: Db, userId: number, now: number): Promise<string> {
  const hash = randomSecret(32);
  await db.query(
    'INSERT INTO login_hashes (digest, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [digestOf(hash), userId, at(now), at(now + LOGIN_HASH_SECONDS * 1000)],
  );
  return hash;
}

/** Spends a login hash for a session; a used, expired or unknown one is a Russian field error. */
export async function logInByHash(
  ctx: RequestContext,
  hash: string,
  fingerprint: string | undefined,
): Promise<SessionOutput> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.query<{ user_id: number }>(
    `UPDATE login_hashes SET used_at = $2 WHERE digest = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id`,
    [digestOf(hash), at(now)],
  );
  const account = row ? await accountById(ctx.db, row.user_id) : null;
  if (!account) throw new HttpError(400, 'validation', { hash: 'Ссылка для входа устарела' });
  return openSession(ctx, account, fingerprint);
}
