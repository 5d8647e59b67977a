import type { RequestContext } from '../context/request-context';
import { recordFailure, releaseAttempt, reserveAttempt, type ThrottleKey } from '../identity/throttle';
import type { Visitor } from '../visitor/visitor';

// Promo code guessing (issue 17): a code typed into the basket is an attempt, counted with the
// login's counters (identity/throttle.ts) before the code is looked at, so twenty at once cannot slip
// past. A miss — «Промокод не найден», which is also the answer for a code the store keeps to itself
// and that does not work now (promo-codes.ts) — is a failure; any other answer gives the attempt back
// without clearing the misses (a known good code between guesses does not reset the count).
//
// - Per visitor: 10 misses in 15 minutes lock the visitor's codes for 15 minutes. The visitor is the
//   account when signed in (all its browsers together), else the guest's visitor id.
// - Per client address: 30 misses. A guest gets a new visitor id with every refresh without a session,
//   so the address is the counter a guesser cannot shed; 30 leaves room for a household, an office or
//   a carrier's NAT whose shoppers each mistype a code or two, while a guesser from one address is held
//   to 30 codes a quarter-hour (under 3,000 a day) instead of thousands a minute.
// A lock refuses new codes only: the basket, and a code already applied, go on working.

/** Misses that lock one visitor's (account's) promo code attempts for 15 minutes. */
export const PROMO_VISITOR_MISSES = 10;
/** Misses that lock one client address's promo code attempts for 15 minutes. */
export const PROMO_ADDRESS_MISSES = 30;
/** The lead of the 429's Russian refusal; «. Повторите через N минут (в ЧЧ:ММ по Москве)» follows. */
export const PROMO_LOCK_LEAD = 'Слишком много попыток ввести промокод';

/** The counters of one visitor's promo code attempts. */
export function promoAttemptKeys(visitor: Visitor, address: string | null): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    {
      scope: 'account',
      key: visitor.userId === null ? `promo:visitor:${visitor.fUserId}` : `promo:user:${visitor.userId}`,
      maxFailures: PROMO_VISITOR_MISSES,
    },
  ];
  if (address) keys.push({ scope: 'address', key: `promo:${address}`, maxFailures: PROMO_ADDRESS_MISSES });
  return keys;
}

/** One reserved attempt: settled once, as a miss or not. */
export interface PromoAttempt {
  settle(missed: boolean): Promise<void>;
}

/**
 * Reserves an attempt for `code` (normalized) when it is a new code for the visitor's basket (a change
 * that carries the code already kept is no attempt); throws the Russian 429 when the visitor or the
 * address is locked. Answers null when nothing was reserved.
 */
export async function reservePromoAttempt(
  ctx: RequestContext,
  visitor: Visitor,
  code: string | null,
  strict: boolean,
): Promise<PromoAttempt | null> {
  if (code === null || code === '') return null;
  if (!strict) {
    const [state] = await ctx.db.query<{ promo_code: string }>(
      'SELECT promo_code FROM basket_state WHERE f_user_id = $1',
      [visitor.fUserId],
    );
    if ((state?.promo_code ?? '') === code) return null;
  }
  const keys = promoAttemptKeys(visitor, ctx.limitedAddress);
  const now = ctx.clock.now();
  await reserveAttempt(ctx.db, keys, now, PROMO_LOCK_LEAD);
  let settled = false;
  return {
    async settle(missed) {
      if (settled) return;
      settled = true;
      if (missed) await recordFailure(ctx.db, keys, now);
      else await releaseAttempt(ctx.db, keys);
    },
  };
}
