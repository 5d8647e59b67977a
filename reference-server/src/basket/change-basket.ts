import { type Basket, MAX_INT } from '@verstak/sdk/contract';
import { cardCatalog } from '../catalog/product-cards';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { type Visitor, visitorOf } from '../visitor/visitor';
import { lockBasket } from './basket-lock';
import { priceBasket } from './price-basket';
import { reservePromoAttempt } from './promo-code-attempts';
import { normalizePromoCode, PROMO_NOT_FOUND } from './promo-codes';
import { toBasket } from './to-basket';

// One change of a basket (§4.7): the lines change, then what every change of the first family carries
// (promo code, apply-bonuses flag, applied amount) is stored, and the whole basket is answered, priced
// as it now stands — all in one transaction holding the basket's lock.

/** What every change of the first family carries (§4.7, §7.5). */
export interface ChangeFields {
  promoCode?: string | undefined;
  applyBonuses?: boolean | undefined;
  /** An amount, or keyed entries (`appliedBonuses[bonus]=300`) that are summed. */
  appliedBonuses?: number | Record<string, number> | undefined;
}

/** The bonuses asked for: an amount or the sum of keyed entries, at most the column's range. */
function requestedBonuses(value: ChangeFields['appliedBonuses']): number | undefined {
  if (value === undefined) return undefined;
  const sum = typeof value === 'number' ? value : Object.values(value).reduce((a, b) => a + b, 0);
  return Math.min(sum, MAX_INT);
}

/** Stores the bonus stages asked for: `applyBonuses` false also forgets the amount. */
async function storeBonusFields(tx: Db, fUserId: string, fields: ChangeFields): Promise<void> {
  const requested = requestedBonuses(fields.appliedBonuses);
  if (fields.applyBonuses === undefined && requested === undefined) return;
  await tx.query(
    `UPDATE basket_state SET
       apply_bonuses = coalesce($2, apply_bonuses),
       bonuses_requested = CASE WHEN $2 IS FALSE THEN 0 ELSE coalesce($3, bonuses_requested) END
     WHERE f_user_id = $1`,
    [fUserId, fields.applyBonuses ?? null, requested ?? null],
  );
}

/**
 * Stores a promo code the change carries, unless it is the one kept (a non-`strict` change carries
 * the kept code along); answers the code it replaced, or null when nothing changed.
 */
async function storePromoCode(
  tx: Db,
  fUserId: string,
  code: string,
  strict: boolean,
): Promise<string | null> {
  const [state] = await tx.query<{ promo_code: string }>(
    'SELECT promo_code FROM basket_state WHERE f_user_id = $1',
    [fUserId],
  );
  const previous = state?.promo_code ?? '';
  if (code === previous && !strict) return null;
  await tx.query('UPDATE basket_state SET promo_code = $2 WHERE f_user_id = $1', [fUserId, code]);
  return previous;
}

/** The visitor's basket as it stands, priced (the deleted lines shown once are taken). */
export async function readBasket(ctx: RequestContext, visitor: Visitor = visitorOf(ctx)): Promise<Basket> {
  return toBasket(await priceBasket(ctx.db, visitor, ctx.city, { now: ctx.clock.now() }));
}

/**
 * Runs one change of the visitor's basket: `mutate` changes its lines with the basket locked, the
 * carried fields are stored, and the basket is answered priced. A refusal (an HttpError) rolls it all back.
 */
export async function changeBasket(
  ctx: RequestContext,
  fields: ChangeFields,
  mutate: (tx: Db, visitor: Visitor) => Promise<unknown>,
  options: { strictPromo?: boolean } = {},
): Promise<Basket> {
  const visitor = visitorOf(ctx);
  // Read before the transaction: the memo reads through the root handle, which waits for it on PGlite.
  const catalog = await cardCatalog(ctx.db);
  const code = fields.promoCode === undefined ? null : normalizePromoCode(fields.promoCode);
  const strict = options.strictPromo ?? false;
  // A new code is an attempt, counted outside the transaction so that a refusal's rollback keeps it.
  const attempt = await reservePromoAttempt(ctx, visitor, code, strict);
  let missed = false;
  try {
    const basket = await changeInTransaction(ctx, visitor, fields, mutate, {
      catalog,
      code,
      strict,
      onRefused: (error) => {
        missed = error === PROMO_NOT_FOUND;
      },
    });
    await attempt?.settle(missed);
    return basket;
  } catch (error) {
    await attempt?.settle(missed);
    throw error;
  }
}

/** The transaction of {@link changeBasket}: `onRefused` hears why a code just stored does not apply. */
function changeInTransaction(
  ctx: RequestContext,
  visitor: Visitor,
  fields: ChangeFields,
  mutate: (tx: Db, visitor: Visitor) => Promise<unknown>,
  options: {
    catalog: Awaited<ReturnType<typeof cardCatalog>>;
    code: string | null;
    strict: boolean;
    onRefused(error: string): void;
  },
): Promise<Basket> {
  const { catalog, code, strict } = options;
  return ctx.db.transaction(async (tx) => {
    await lockBasket(tx, visitor.fUserId);
    await mutate(tx, visitor);
    await storeBonusFields(tx, visitor.fUserId, fields);
    const previous = code === null ? null : await storePromoCode(tx, visitor.fUserId, code, strict);
    const priced = await priceBasket(tx, visitor, ctx.city, { now: ctx.clock.now(), catalog });
    const error = priced.promo.error;
    if (code === null || previous === null || error === null) return toBasket(priced);
    options.onRefused(error);
    // The code just stored does not apply: set-promo-code (`strict`) is refused 422 and the
    // transaction, so the whole change, rolls back; another change stands, with the previous code
    // put back and the reason answered.
    if (strict) throw new HttpError(422, 'promo_code_refused', { promoCode: error }, { promoCode: code });
    await tx.query('UPDATE basket_state SET promo_code = $2 WHERE f_user_id = $1', [
      visitor.fUserId,
      previous,
    ]);
    // The lines shown once were taken by the first pricing: they stay in this answer.
    const kept = await priceBasket(tx, visitor, ctx.city, {
      now: ctx.clock.now(),
      catalog,
      takeDeleted: false,
    });
    return {
      ...toBasket({ ...kept, deleted: priced.deleted }),
      promoCodeError: `Промокод ${code} не применён: ${error}`,
    };
  });
}
