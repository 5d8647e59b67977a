import { randomInt } from 'node:crypto';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { passwordMessage } from '../messages/texts';
import { type AccountRow, findAccount } from './accounts';
import { type CodeSent, checkCodeOf, codeDelivery, sendCode } from './codes';
import { hashPassword } from './password-hash';
import { at, digestOf, randomSecret } from './secrets';
import { openSession, revokeAllSessions, type SessionOutput } from './sessions';

// Recovery, the same in both families: a code to the phone (SMS) or e-mail, then a new password.
// Asking for a code answers the same, takes the same steps and keeps the same resend limit whether
// or not the account exists (the code is made and stored either way; it is only sent to an account).
// Setting the password revokes every session of the account.

/** How long a reset token of the e-mail recovery lives: 15 minutes. */
export const RESET_TOKEN_SECONDS = 15 * 60;

/** `restorePassword` and `forgotPassword`: a recovery code to a phone or an e-mail. */
export async function requestRecoveryCode(ctx: RequestContext, login: string): Promise<CodeSent> {
  const account = await findAccount(ctx.db, login);
  const channel = login.includes('@') ? 'email' : 'sms';
  return sendCode(ctx, {
    channel,
    target: login,
    purpose: 'recovery',
    delivery: account ? codeDelivery(channel, login, 'recovery') : null,
  });
}

/** Checks and spends a recovery code; answers the account, or the code's Russian field error. */
async function spendRecoveryCode(ctx: RequestContext, login: string, code: string): Promise<AccountRow> {
  await checkCodeOf(ctx, { target: login, purpose: 'recovery', code, consume: true });
  const account = await findAccount(ctx.db, login);
  // No code was ever sent to a login without an account, so a right one cannot come from a shopper.
  if (!account)
    throw new HttpError(400, 'validation', { code: 'Код устарел или не запрашивался: запросите новый' });
  return account;
}

/** Sets a new password and ends every session of the account. */
async function setPassword(ctx: RequestContext, account: AccountRow, password: string): Promise<AccountRow> {
  const hash = await hashPassword(password);
  await ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [account.id, hash]);
  await revokeAllSessions(ctx.db, account.id, ctx.clock.now());
  return { ...account, password_hash: hash };
}

/** A password the store makes: 10 letters and digits, without look-alikes, with at least one of each. */
export function makePassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/**
 * `sendPasswordFromSms`: with the recovery code of a phone, sets the given password or makes one
 * and sends it by SMS; logs in.
 */
export async function recoverByPhone(
  ctx: RequestContext,
  input: { phone: string; code: string; password?: string | undefined; fingerprint?: string | undefined },
): Promise<SessionOutput> {
  const account = await spendRecoveryCode(ctx, input.phone, input.code);
  const password = input.password ?? makePassword();
  const updated = await setPassword(ctx, account, password);
  if (input.password === undefined) await ctx.messages.send(passwordMessage(input.phone, password));
  return openSession(ctx, updated, input.fingerprint);
}

/** `forgotPasswordVerify`: spends the e-mail's recovery code for a reset token valid 15 minutes. */
export async function issueResetToken(ctx: RequestContext, email: string, code: string) {
  const account = await spendRecoveryCode(ctx, email, code);
  const now = ctx.clock.now();
  const resetToken = randomSecret(32);
  await ctx.db.query(
    'INSERT INTO password_reset_tokens (digest, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [digestOf(resetToken), account.id, at(now), at(now + RESET_TOKEN_SECONDS * 1000)],
  );
  return { resetToken };
}

/** `resetPassword`: sets the password by a live reset token of that e-mail (once) and logs in, bound to the fingerprint. */
export async function resetPassword(
  ctx: RequestContext,
  input: { email: string; resetToken: string; password: string; fingerprint?: string | undefined },
): Promise<SessionOutput> {
  const now = ctx.clock.now();
  const [row] = await ctx.db.query<{ user_id: number }>(
    `UPDATE password_reset_tokens t SET used_at = $2
     FROM users u
     WHERE t.digest = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND u.id = t.user_id AND u.email = $3
     RETURNING t.user_id`,
    [digestOf(input.resetToken), at(now), input.email],
  );
  const account = row ? await findAccount(ctx.db, input.email) : null;
  if (!account)
    throw new HttpError(400, 'validation', {
      resetToken: 'Ссылка для смены пароля устарела: начните восстановление заново',
    });
  const updated = await setPassword(ctx, account, input.password);
  // Bound to the browser that asked, like every other login's credential.
  return openSession(ctx, updated, input.fingerprint);
}
