import { MAX_BASKET_LINES } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { withBasketLock } from './basket-lock';
import { basketProducts, saveLines } from './basket-rows';
import { priceLine } from './price-basket';

// Changing a basket's lines within its limits (docs/basket.md "Limits"): a line holds at most what can
// be bought now (`maxQuantity`: delivery stock plus the city's shops, at most 999), a basket at most
// 100 lines. The shopper's own calls are strict (a change beyond a limit is refused with the figure,
// the basket unchanged); copying lines in from elsewhere (a shared basket, an order, an estimate)
// takes what fits and says what did not.

/** A line to add or set. */
export interface BasketLineQuantity {
  id: number;
  quantity: number;
}

/** How a change of lines went. */
export interface LinesResult {
  /** Lines as they now stand in the basket (quantity 0: removed). */
  changed: BasketLineQuantity[];
  /** Lines left out or cut, with why (Russian, for the shopper). */
  skipped: Array<{ id: number; requested: number; taken: number; reason: string }>;
}

/** Options of {@link changeLines}. */
export interface ChangeOptions {
  /** The city whose shops count towards `maxQuantity`. */
  cityId: number;
  /** `add` adds units to a line already there; `set` sets the quantity (0 removes). */
  mode: 'add' | 'set';
  /** Refuse the whole change (422) at the first limit, instead of taking what fits. */
  strict: boolean;
}

/** «Доступно только 3 шт.» */
function onlyAvailable(max: number, measure: string): string {
  return max > 0 ? `Доступно только ${max} ${measure}` : 'Товара нет в наличии';
}

/** The refusal of a line over the basket's line limit. */
const BASKET_FULL = `В корзине может быть не больше ${MAX_BASKET_LINES} товаров`;

/**
 * Adds or sets lines of the basket of `fUserId`, with the basket locked (in the caller's transaction,
 * or a new one). Duplicate ids are summed (`add`) or the last one wins (`set`).
 */
export async function changeLines(
  db: Db,
  fUserId: string,
  lines: readonly BasketLineQuantity[],
  options: ChangeOptions,
): Promise<LinesResult> {
  const wanted = new Map<number, number>();
  for (const l of lines)
    wanted.set(l.id, options.mode === 'add' ? (wanted.get(l.id) ?? 0) + l.quantity : l.quantity);
  return withBasketLock(db, fUserId, async (tx) => {
    const existingRows = await tx.query<{ product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1',
      [fUserId],
    );
    const products = await basketProducts(tx, [...wanted.keys()], options.cityId);
    const existing = new Map(existingRows.map((r) => [r.product_id, r.quantity]));
    let count = existing.size;
    const result: LinesResult = { changed: [], skipped: [] };
    // The writes wait for the end (two statements in all): a refusal throws before any of them.
    const removed: number[] = [];
    const saved: BasketLineQuantity[] = [];
    const refuse = (
      id: number,
      requested: number,
      reason: string,
      ...[code, details]:
        | ['product_unavailable', { maxQuantity: number }]
        | ['basket_full', { maxLines: number }]
    ) => {
      if (options.strict) throw new HttpError(422, code, { quantity: reason }, { productId: id, ...details });
      result.skipped.push({ id, requested, taken: 0, reason });
    };
    for (const [id, quantity] of wanted) {
      const product = products.get(id);
      const had = existing.get(id) ?? 0;
      const target = options.mode === 'add' ? had + quantity : quantity;
      if (!product) {
        if (options.strict)
          throw new HttpError(422, 'product_not_found', { productId: 'Товар не найден' }, { productId: id });
        result.skipped.push({ id, requested: quantity, taken: 0, reason: 'Товар не найден' });
        continue;
      }
      if (target === 0) {
        if (had > 0) {
          removed.push(id);
          existing.delete(id);
          count--;
        }
        result.changed.push({ id, quantity: 0 });
        continue;
      }
      const { maxQuantity, canBuy } = priceLine(product, target, 0, 0);
      // Lowering a line is never refused, even below a stock that dropped under it.
      if (!canBuy && target > had) {
        refuse(id, quantity, onlyAvailable(0, product.measure), 'product_unavailable', { maxQuantity: 0 });
        continue;
      }
      let taken = target;
      if (target > maxQuantity && target > had) {
        const reason = onlyAvailable(maxQuantity, product.measure);
        if (options.strict)
          throw new HttpError(
            422,
            'quantity_unavailable',
            { quantity: reason },
            { productId: id, maxQuantity, inBasket: had },
          );
        taken = Math.max(had, maxQuantity);
        result.skipped.push({
          id,
          requested: quantity,
          taken: taken - (options.mode === 'add' ? had : 0),
          reason,
        });
      }
      if (had === 0) {
        if (count >= MAX_BASKET_LINES) {
          refuse(id, quantity, BASKET_FULL, 'basket_full', { maxLines: MAX_BASKET_LINES });
          continue;
        }
        count++;
      }
      if (taken !== had) saved.push({ id, quantity: taken });
      existing.set(id, taken);
      result.changed.push({ id, quantity: taken });
    }
    if (removed.length > 0)
      await tx.query('DELETE FROM basket_lines WHERE f_user_id = $1 AND product_id = ANY($2::int[])', [
        fUserId,
        removed,
      ]);
    await saveLines(tx, fUserId, saved);
    return result;
  });
}

/**
 * Adds lines to a basket, taking what fits within the limits (a shared basket, an order copy, an
 * estimate): units are added to a line already there.
 */
export function addLines(
  db: Db,
  fUserId: string,
  lines: readonly BasketLineQuantity[],
  options: { cityId: number },
): Promise<LinesResult> {
  return changeLines(db, fUserId, lines, { cityId: options.cityId, mode: 'add', strict: false });
}

/** Removes lines by product id (absent ones are ignored). */
export async function removeLines(db: Db, fUserId: string, productIds: readonly number[]): Promise<void> {
  await withBasketLock(db, fUserId, (tx) =>
    tx.query('DELETE FROM basket_lines WHERE f_user_id = $1 AND product_id = ANY($2::int[])', [
      fUserId,
      productIds,
    ]),
  );
}

/**
 * Empties exactly the lines an order took (srv-orders calls it in the order's transaction): each
 * ordered product's line loses the ordered units and is removed at 0; lines not ordered stay. The
 * basket's promo code and bonus request were spent on the order, so they are cleared.
 */
export async function removeOrderedLines(
  tx: Db,
  fUserId: string,
  lines: readonly BasketLineQuantity[],
): Promise<void> {
  await withBasketLock(tx, fUserId, async (t) => {
    const ids = lines.map((l) => l.id);
    const quantities = lines.map((l) => l.quantity);
    await t.query(
      `WITH ordered AS (SELECT * FROM unnest($2::int[], $3::int[]) AS o(product_id, quantity)),
       gone AS (
         DELETE FROM basket_lines b USING ordered o
         WHERE b.f_user_id = $1 AND b.product_id = o.product_id AND b.quantity <= o.quantity RETURNING b.product_id)
       UPDATE basket_lines b SET quantity = b.quantity - o.quantity FROM ordered o
       WHERE b.f_user_id = $1 AND b.product_id = o.product_id AND b.quantity > o.quantity`,
      [fUserId, ids, quantities],
    );
    await t.query(
      `UPDATE basket_state SET promo_code = '', apply_bonuses = false, bonuses_requested = 0 WHERE f_user_id = $1`,
      [fUserId],
    );
  });
}
