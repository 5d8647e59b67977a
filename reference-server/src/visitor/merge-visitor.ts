import { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from '@verstak/sdk/contract';
import { lockBasket } from '../basket/basket-lock';
import { basketProducts, saveLines } from '../basket/basket-rows';
import { priceLine } from '../basket/price-basket';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { bearerToken, verifyAccessToken } from '../identity/access-token';
import { sessionKeyOf } from '../identity/session-key';
import {
  COMPARE_LIST,
  FAVORITES_LIST,
  lockVisitorList,
  type VisitorList,
} from '../product-lists/visitor-list';
import { mergeReviewVotes } from '../reviews/review-votes';

// The login merge (docs/basket.md "Identity changes"): a guest who logs in brings their basket,
// favourites, comparison and review votes into the account's, within the limits, and the guest's rows go.

/**
 * Unions a guest's visitor list (favourites, compare) into the account's, keeping the newest `limit`
 * by when each was added (a product in both keeps its later time). The guest's rows come after the
 * account's in list order (a new `sort`), in their own order. Takes the list's lock, as its changes do.
 */
async function mergeList(tx: Db, list: VisitorList, from: string, to: string): Promise<void> {
  const table = list.table;
  for (const id of [from, to].sort()) await lockVisitorList(tx, list, id);
  await tx.query(
    `INSERT INTO ${table} (f_user_id, product_id, added_at)
     SELECT $2, product_id, added_at FROM ${table} WHERE f_user_id = $1 ORDER BY sort
     ON CONFLICT (f_user_id, product_id) DO UPDATE SET added_at = greatest(${table}.added_at, EXCLUDED.added_at)`,
    [from, to],
  );
  await tx.query(
    `DELETE FROM ${table} WHERE f_user_id = $1 AND product_id NOT IN (
       SELECT product_id FROM ${table} WHERE f_user_id = $1 ORDER BY added_at DESC, sort DESC LIMIT $2)`,
    [to, list.limit],
  );
  await tx.query(`DELETE FROM ${table} WHERE f_user_id = $1`, [from]);
}

/**
 * Merges the visitor `from` (a guest) into `to` (the account's fUserId), in the caller's transaction:
 * - basket lines: a product in both gets the summed quantity, capped at 999 and at what can be bought
 *   in the city (never below either side's own quantity); the guest's other lines follow the
 *   account's, in the guest's order, while the basket has fewer than 100 lines;
 * - the guest's promo code is kept when the account's basket has none; the bonus request stays the account's;
 * - favourites and comparison: the union, at most 99 each, the newest kept;
 * - review votes: the guest's become the account's, the account's own standing where both voted;
 * - then every row of the guest (lines, state, deleted lines, favourites, comparison) is deleted.
 */
export async function mergeVisitor(
  tx: Db,
  from: string,
  to: string,
  options: { cityId?: number } = {},
): Promise<void> {
  if (from === to) return;
  // Both baskets locked, in one order everywhere, so two merges never wait on each other.
  for (const id of [from, to].sort()) await lockBasket(tx, id);
  const guestLines = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1 ORDER BY sort',
    [from],
  );
  const accountLines = await tx.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1',
    [to],
  );
  const states = await tx.query<{ f_user_id: string; promo_code: string }>(
    'SELECT f_user_id, promo_code FROM basket_state WHERE f_user_id = ANY($1::text[])',
    [[from, to]],
  );
  const products = await basketProducts(
    tx,
    guestLines.map((l) => l.product_id),
    options.cityId ?? -1,
  );
  const account = new Map(accountLines.map((l) => [l.product_id, l.quantity]));
  let count = account.size;
  const merged: Array<{ id: number; quantity: number }> = [];
  for (const line of guestLines) {
    const had = account.get(line.product_id) ?? 0;
    const product = products.get(line.product_id);
    const max = product ? priceLine(product, 1, 0, 0).maxQuantity : 0;
    const quantity = Math.min(had + line.quantity, MAX_LINE_QUANTITY, Math.max(max, had, line.quantity));
    if (had === 0) {
      if (count >= MAX_BASKET_LINES) continue;
      count++;
    }
    if (quantity !== had) merged.push({ id: line.product_id, quantity });
  }
  await saveLines(tx, to, merged);
  const guestCode = states.find((s) => s.f_user_id === from)?.promo_code ?? '';
  if (guestCode !== '')
    await tx.query(`UPDATE basket_state SET promo_code = $2 WHERE f_user_id = $1 AND promo_code = ''`, [
      to,
      guestCode,
    ]);
  await mergeList(tx, FAVORITES_LIST, from, to);
  await mergeList(tx, COMPARE_LIST, from, to);
  await mergeReviewVotes(tx, from, to);
  await tx.query('DELETE FROM basket_lines WHERE f_user_id = $1', [from]);
  await tx.query('DELETE FROM basket_deleted_lines WHERE f_user_id = $1', [from]);
  await tx.query('DELETE FROM basket_state WHERE f_user_id = $1', [from]);
}

/**
 * The login hook (every path that opens a session: login, authentication by code, authhash,
 * registration, recovery): when the request carries a guest token this server signed (expired or
 * not, as the refresh reads it), the guest's basket, favourites and comparison join the account's.
 */
export async function mergeGuestAtLogin(ctx: RequestContext, accountFUserId: string): Promise<void> {
  const token = bearerToken(ctx.request);
  if (!token) return;
  const previous = await verifyAccessToken(token, await sessionKeyOf(ctx.db), ctx.clock.now(), {
    allowExpired: true,
  });
  if (previous?.role !== 'unauthorized' || previous.fUserId === accountFUserId) return;
  await ctx.db.transaction((tx) =>
    mergeVisitor(tx, previous.fUserId, accountFUserId, { cityId: ctx.city.id }),
  );
}
