import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError, tooManyAttempts } from '../http/http-error';
import type { OutboundMessage } from '../messages/messages';
import { type CodePurpose, codeMessage } from '../messages/texts';
import { findAccount } from './accounts';
import { at, digestOf, randomCode, sameDigest } from './secrets';
import { takeSend } from './send-limits';
import { recordFailure, recordSuccess, reserveAttempt, throttleKeys } from './throttle';

// One-time codes by SMS or e-mail: 6 digits, valid 5 minutes, 3 attempts, a new one not before
// 60 seconds. A code is stored as the digest of its target and digits; asking for a new one retires
// the previous one.

/** Seconds a code stays valid. */
export const CODE_TTL_SECONDS = 5 * 60;
/** Seconds before another code may be sent to the same target for the same purpose. */
export const CODE_RESEND_SECONDS = 60;
/** Wrong tries a code allows. */
export const CODE_ATTEMPTS = 3;

/** What a code-sending call answers (the contract's `codeSentOutput`). */
export interface CodeSent {
  sentTo: string;
  retryAfter: number;
  expiresIn: number;
}

/** A phone as `+7 (900) ***-**-12`, an e-mail as `iv***@mail.ru`. */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [name = '', domain = ''] = target.split('@');
    return `${name.slice(0, Math.min(2, Math.max(1, name.length - 1)))}***@${domain}`;
  }
  const match = /^(\+7 \(\d{3}\)) \d{3}-\d{2}-(\d{2})$/.exec(target);
  return match ? `${match[1]} ***-**-${match[2]}` : '***';
}

function codeDigest(target: string, code: string): string {
  return digestOf(`${target}\n${code}`);
}

/**
 * What a code request sends: the code in a message, a notice instead of it (the code is made and
 * never sent: someone asked to register an address that already has an account), or nothing (a
 * recovery for an account that does not exist).
 */
export type CodeDelivery = ((code: string) => OutboundMessage) | OutboundMessage | null;

/**
 * Makes a code for `target` and sends what `delivery` says. The row is made whatever is sent, so the
 * answer, its timing and every limit say nothing of whether an account exists. Refuses with a Russian
 * 429 and `Retry-After` within 60 seconds of the previous code of the target (of the account, for an
 * account's code: `userId`), or when a send limit is reached (send-limits.ts).
 */
export async function sendCode(
  ctx: RequestContext,
  options: {
    channel: 'sms' | 'email';
    target: string;
    purpose: CodePurpose;
    delivery: CodeDelivery;
    /** The account the code is for (an e-mail change): it retires and paces the account's codes. */
    userId?: number;
  },
): Promise<CodeSent> {
  const { channel, target, purpose } = options;
  const owner = options.userId ?? null;
  const now = ctx.clock.now();
  const code = randomCode(6);
  // An account's code is paced and retired per account (any address it asks for); others per target.
  const scope = owner === null ? 'target = $1 AND purpose = $2' : 'user_id = $1 AND purpose = $2';
  const scopeParams = [owner ?? target, purpose];
  await ctx.db.transaction(async (tx) => {
    const [last] = await tx.query<{ created_at: Date | string }>(
      `SELECT created_at FROM one_time_codes WHERE ${scope}
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      scopeParams,
    );
    const since = last ? now - new Date(last.created_at).getTime() : Number.POSITIVE_INFINITY;
    if (since < CODE_RESEND_SECONDS * 1000) {
      const seconds = Math.ceil((CODE_RESEND_SECONDS * 1000 - since) / 1000);
      throw tooManyAttempts(`Новый код можно запросить через ${seconds} с`, seconds);
    }
    await takeSend(tx, ctx.sendLimits, { channel, recipient: target, address: ctx.limitedAddress }, now);
    await tx.query(`UPDATE one_time_codes SET consumed_at = $3 WHERE ${scope} AND consumed_at IS NULL`, [
      ...scopeParams,
      at(now),
    ]);
    await tx.query(
      `INSERT INTO one_time_codes (channel, target, purpose, code_digest, created_at, expires_at, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [channel, target, purpose, codeDigest(target, code), at(now), at(now + CODE_TTL_SECONDS * 1000), owner],
    );
  });
  const { delivery } = options;
  if (typeof delivery === 'function') await ctx.messages.send(delivery(code));
  else if (delivery) await ctx.messages.send(delivery);
  return { sentTo: maskTarget(target), retryAfter: CODE_RESEND_SECONDS, expiresIn: CODE_TTL_SECONDS };
}

/** The message of a code for `purpose` (texts.ts), as a {@link CodeDelivery}. */
export function codeDelivery(channel: 'sms' | 'email', target: string, purpose: CodePurpose): CodeDelivery {
  return (code) => codeMessage(channel, target, purpose, code, CODE_TTL_SECONDS / 60);
}

/**
 * Checks a code: the latest live one of the target and purpose. Right: with `consume`, it is spent
 * (once, even when two requests race); without, it is marked verified and may be used by the next
 * step. Wrong: one of its 3 attempts is spent, and the Russian message says how many are left.
 */
export async function checkCode(
  db: Db,
  now: number,
  options: {
    target: string;
    purpose: CodePurpose;
    code: string;
    consume: boolean;
    field?: string;
    /** The account an account's code (an e-mail change) must be of. */
    userId?: number;
  },
): Promise<void> {
  const { target, purpose, code } = options;
  const field = options.field ?? 'code';
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number; code_digest: string; attempts: number }>(
      `SELECT id, code_digest, attempts FROM one_time_codes
       WHERE target = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $3
         AND user_id IS NOT DISTINCT FROM $4::integer
       ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
      [target, purpose, at(now), options.userId ?? null],
    );
    if (!row) return { kind: 'missing' as const };
    if (row.attempts >= CODE_ATTEMPTS) return { kind: 'spent' as const };
    if (sameDigest(row.code_digest, codeDigest(target, code))) {
      await tx.query(
        options.consume
          ? 'UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1'
          : 'UPDATE one_time_codes SET verified_at = $2 WHERE id = $1',
        [row.id, at(now)],
      );
      return { kind: 'ok' as const };
    }
    await tx.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    return { kind: 'wrong' as const, left: CODE_ATTEMPTS - row.attempts - 1 };
  });
  switch (result.kind) {
    case 'ok':
      return;
    case 'missing':
      throw new HttpError(400, 'validation', { [field]: 'Код устарел или не запрашивался: запросите новый' });
    case 'spent':
      throw new HttpError(400, 'validation', {
        [field]: 'Слишком много неверных попыток: запросите новый код',
      });
    case 'wrong':
      throw new HttpError(400, 'validation', {
        [field]:
          result.left > 0
            ? `Неверный код. Осталось попыток: ${result.left}`
            : 'Неверный код. Попытки закончились: запросите новый код',
      });
  }
}

/**
 * {@link checkCode} for a request, counted like a login attempt: wrong codes lock the account (the
 * target's, or `userId`'s; the target as typed when it has none) and the client address after 5
 * failures for 15 minutes, across re-sent codes.
 */
export async function checkCodeOf(
  ctx: RequestContext,
  options: {
    target: string;
    purpose: CodePurpose;
    code: string;
    consume: boolean;
    field?: string;
    /** An account's code (an e-mail change): the code must be its, and the attempt counts against it. */
    userId?: number;
  },
): Promise<void> {
  const now = ctx.clock.now();
  const account =
    options.userId === undefined ? await findAccount(ctx.db, options.target) : { id: options.userId };
  const keys = throttleKeys(options.target, account, ctx.limitedAddress);
  await reserveAttempt(ctx.db, keys, now);
  try {
    await checkCode(ctx.db, now, options);
  } catch (error) {
    await recordFailure(ctx.db, keys, now);
    throw error;
  }
  await recordSuccess(ctx.db, keys);
}
