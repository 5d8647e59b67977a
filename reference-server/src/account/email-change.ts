import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { findAccount } from '../identity/accounts';
import { type CodeSent, checkCodeOf, codeDelivery, sendCode } from '../identity/codes';
import { at } from '../identity/secrets';
import { emailTakenMessage } from '../messages/texts';
import { conflictOnDuplicate } from './account-errors';

// A new e-mail of an account (a profile change, or the e-mail a person gives when registering by
// phone) becomes its e-mail, and a login, only with the code sent to it. An address that another
// account has gets a letter saying so instead of a code, and the answer is the same: the account's
// profile shows the address as waiting (`pendingEmail`) either way, and every code for it reads as
// wrong. So a change tells nobody which addresses are taken.

/** Sends the code that confirms `email` as the account's new e-mail (a notice, if the address is taken). */
export async function requestEmailChange(
  ctx: RequestContext,
  userId: number,
  email: string,
): Promise<CodeSent> {
  const owner = await findAccount(ctx.db, email);
  return sendCode(ctx, {
    channel: 'email',
    target: email,
    purpose: 'email-change',
    userId,
    delivery: owner ? emailTakenMessage(email) : codeDelivery('email', email, 'email-change'),
  });
}

/** Spends the code sent to `email` for this account and makes it the account's e-mail. */
export async function confirmEmailChange(
  ctx: RequestContext,
  userId: number,
  email: string,
  code: string,
): Promise<void> {
  await checkCodeOf(ctx, { target: email, purpose: 'email-change', code, consume: true, userId });
  // Only a race reaches the duplicate: the address was registered after its owner read this code.
  await conflictOnDuplicate('email', 'Этот адрес уже занят другой учётной записью', () =>
    ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, email]),
  );
}

/** The address waiting for its code: the account's live e-mail change, or '' when none. */
export async function pendingEmailOf(db: Db, userId: number, now: number): Promise<string> {
  const [row] = await db.query<{ target: string }>(
    `SELECT target FROM one_time_codes
     WHERE user_id = $1 AND purpose = 'email-change' AND consumed_at IS NULL AND expires_at > $2
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId, at(now)],
  );
  return row?.target ?? '';
}
