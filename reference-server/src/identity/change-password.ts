import { REFRESH_TOKEN_COOKIE } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { accountById } from './accounts';
import { hashPassword, verifyPassword } from './password-hash';
import { at, digestOf } from './secrets';
import { accountThrottleKey, recordFailure, recordSuccess, reserveAttempt } from './throttle';

/**
 * `changePassword`: sets a new password; with one already set, the current one must be given (its
 * tries count against the account like logins). Every other session of the account is revoked;
 * this browser's stays.
 */
export async function changePassword(
  ctx: RequestContext,
  input: { password: string; currentPassword?: string | undefined },
) {
  const userId = ctx.session?.userId;
  const account = userId ? await accountById(ctx.db, userId) : null;
  if (!account) throw new HttpError(401, 'unauthorized', { common: 'The account no longer exists' });
  const now = ctx.clock.now();
  if (account.password_hash) {
    if (!input.currentPassword)
      throw new HttpError(400, 'validation', { currentPassword: 'Введите текущий пароль' });
    const keys = [accountThrottleKey(account.id)];
    await reserveAttempt(ctx.db, keys, now);
    if (!(await verifyPassword(input.currentPassword, account.password_hash))) {
      await recordFailure(ctx.db, keys, now);
      throw new HttpError(400, 'validation', { currentPassword: 'Неверный текущий пароль' });
    }
    await recordSuccess(ctx.db, keys);
  }
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
    account.id,
    await hashPassword(input.password),
  ]);
  const presented = ctx.cookie(REFRESH_TOKEN_COOKIE);
  await ctx.db.query(
    `UPDATE refresh_credentials SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL
       AND family_id IS DISTINCT FROM (SELECT family_id FROM refresh_credentials WHERE digest = $3)`,
    [account.id, at(now), presented ? digestOf(presented) : ''],
  );
  return { changed: true };
}
