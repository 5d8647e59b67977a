import { randomInt } from 'node:crypto';
import { type basketCalls, type CallOutput, MAX_INT } from '@verstak/sdk/contract';
import { cardCatalog } from '../catalog/product-cards';
import type { RequestContext } from '../context/request-context';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { publicOrigin } from '../http/public-origin';
import { listPageLayout } from '../product-lists/list-page-layout';
import type { Visitor } from '../visitor/visitor';
import { basketProducts } from './basket-rows';
import { roublesOf } from './money';
import { b2bPercentOf, priceLine } from './price-basket';
import { toBasketLine } from './to-basket';

// The shared basket (§2.1 /share-cart/, §7.5): get-link freezes the basket's lines under a random
// code; the share page prices them now for whoever opens it; add-products copies them into one's own
// basket within the limits.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** Characters of a share code: 62¹⁰ ≈ 8·10¹⁷ codes, not guessable one by one. */
const SHARE_CODE_LENGTH = 10;

/** A random base62 code (crypto.randomInt: no modulo bias). */
function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += BASE62[randomInt(62)];
  return code;
}

/** The storefront's page of a shared basket. */
function shareUrl(origin: string, code: string): string {
  return `${origin}/share-cart/?code=${code}`;
}

/** Freezes the visitor's lines under a new code and answers it with its link on the request's origin. */
export async function createShareLink(
  ctx: RequestContext,
  visitor: Visitor,
): Promise<{ code: string; url: string }> {
  const lines = await ctx.db.query<{ id: number; quantity: number }>(
    'SELECT product_id AS id, quantity FROM basket_lines WHERE f_user_id = $1 ORDER BY sort',
    [visitor.fUserId],
  );
  if (lines.length === 0) throw new HttpError(422, 'basket_empty', { common: 'Корзина пуста' });
  for (;;) {
    const code = newShareCode();
    const inserted = await ctx.db.query(
      `INSERT INTO shared_baskets (code, f_user_id, lines, created_at) VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (code) DO NOTHING RETURNING code`,
      [code, visitor.fUserId, JSON.stringify(lines), new Date(ctx.clock.now()).toISOString()],
    );
    if (inserted.length === 0) continue;
    ctx.responseHeaders.push(['Vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto']);
    return { code, url: shareUrl(publicOrigin(ctx.request), code) };
  }
}

type SharePage = CallOutput<typeof basketCalls.sharePage>;

/** The shared basket's page: its lines priced now for the viewer and the city (404 for an unknown code). */
export async function sharedBasketPage(ctx: RequestContext, code: string): Promise<SharePage> {
  const [row] = await ctx.db.query<{ lines: Array<{ id: number; quantity: number }>; created: string }>(
    `SELECT lines, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created
     FROM shared_baskets WHERE code = $1`,
    [code],
  );
  if (!row) throw new HttpError(404, 'not_found', { common: NOT_FOUND_MESSAGE });
  const userId = ctx.session?.role === 'authorized' ? ctx.session.userId : null;
  const [products, percent, catalog, layout] = await Promise.all([
    basketProducts(
      ctx.db,
      row.lines.map((l) => l.id),
      ctx.city.id,
    ),
    // A share page prices for whoever opens it: a B2B viewer sees their prices.
    b2bPercentOf(ctx.db, userId),
    cardCatalog(ctx.db),
    listPageLayout(
      ctx.db,
      { userId },
      {
        title: 'Корзина по ссылке',
        url: `/share-cart/?code=${code}`,
        description: 'Товары, которыми с вами поделились: добавьте их в свою корзину.',
      },
    ),
  ]);
  const lines = row.lines.flatMap((l, i) => {
    const product = products.get(l.id);
    return product ? [priceLine(product, l.quantity, i + 1, percent)] : [];
  });
  const buyable = lines.filter((l) => l.canBuy);
  return {
    ...layout,
    basket: {
      code,
      created: row.created,
      items: lines.map((l) => toBasketLine(l, catalog)),
      itemsTotal: lines.reduce((sum, l) => sum + l.quantity, 0),
      priceTotal: roublesOf(buyable.reduce((sum, l) => sum + l.sumKopecks, 0)),
    },
  };
}

/** `id:quantity` entries as lines (quantity 0 entries are left out). */
export function parseShareProducts(entries: readonly string[]): Array<{ id: number; quantity: number }> {
  return entries.flatMap((entry) => {
    const [id = '', quantity = ''] = entry.split(':');
    const line = { id: Number(id), quantity: Number(quantity) };
    // An id beyond the catalogue's integer range names no product: it is left out like an unknown one.
    return line.quantity > 0 && line.id <= MAX_INT ? [line] : [];
  });
}
