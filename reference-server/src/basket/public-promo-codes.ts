import type { PublicPromoCode } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { moscowDay } from '../promos/moscow-day';
import { moneyText } from './money';
import type { PromoCodeRow } from './promo-codes';

/**
 * The promo codes the store publishes (`is_public`) that {@link evaluatePromo} would accept at `now`
 * on a basket meeting their terms: active, begun, not ended, with uses left. Each with its terms in
 * Russian, told from the same columns the basket checks, so the page cannot promise what the cart refuses.
 */
export async function publicPromoCodes(db: Db, now: number): Promise<PublicPromoCode[]> {
  const rows = await db.query<PromoCodeRow & { section_title: string | null; brand_title: string | null }>(
    `SELECT c.*, s.title AS section_title, b.title AS brand_title
     FROM promo_codes c LEFT JOIN sections s ON s.id = c.section_id LEFT JOIN brands b ON b.id = c.brand_id
     WHERE c.is_public AND c.active
       AND (c.starts_at IS NULL OR c.starts_at <= $1) AND (c.ends_at IS NULL OR c.ends_at > $1)
       AND (c.max_uses IS NULL OR c.used < c.max_uses)
     ORDER BY c.code`,
    [new Date(now).toISOString()],
  );
  return rows.map((row) => {
    const terms: string[] = [];
    if (row.section_title) terms.push(`На товары раздела «${row.section_title}»`);
    if (row.brand_title) terms.push(`На товары ${row.brand_title}`);
    if (!row.section_title && !row.brand_title) terms.push('На все товары корзины');
    if (Number(row.min_sum_kopecks) > 0)
      terms.push(
        `При сумме ${row.section_title || row.brand_title ? 'этих товаров' : 'заказа'} от ${moneyText(Number(row.min_sum_kopecks))}`,
      );
    if (row.first_order_only) terms.push('Только на первый заказ');
    if (!row.b2b_allowed) terms.push('Только для частных покупателей');
    // The last day it applies: the Moscow day of the instant just before it ends.
    const to = row.ends_at === null ? null : moscowDay(new Date(row.ends_at).getTime() - 1);
    return {
      code: row.code,
      title: row.title,
      value: row.kind === 'percent' ? `${Number(row.value)}%` : moneyText(Number(row.value)),
      terms,
      to,
    };
  });
}
