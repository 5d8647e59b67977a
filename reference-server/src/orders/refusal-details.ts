import { priceBasket } from '../basket/price-basket';
import { toBasket } from '../basket/to-basket';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import type { Visitor } from '../visitor/visitor';
import { rememberBasket } from './basket-changes';

/** The refusals that carry the new basket, for the shopper to look at and confirm again. */
const WITH_BASKET = new Set(['basket_changed', 'out_of_stock', 'basket_empty']);

/**
 * Runs an order write; a refusal because of the basket (changed, out of stock, empty) is answered
 * with `details.basket`, the basket as it is now, priced after the write's transaction rolled back,
 * and kept by its version so that the next refusal can name what changed since this one.
 */
export async function withBasketDetails<T>(
  ctx: RequestContext,
  visitor: Visitor,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof HttpError) || !WITH_BASKET.has(error.code)) throw error;
    const priced = await priceBasket(ctx.db, visitor, ctx.city, { now: ctx.clock.now() });
    await rememberBasket(ctx.db, priced);
    throw new HttpError(error.status, error.code, error.errors, {
      ...error.details,
      basket: toBasket(priced),
    });
  }
}
