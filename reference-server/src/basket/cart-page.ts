import type { Basket, ProductCard } from '@verstak/sdk/contract';
import { type CardRow, cardColumns, toCards } from '../catalog/product-cards';
import type { Db } from '../db/database';
import { listPageLayout } from '../product-lists/list-page-layout';
import type { Visitor } from '../visitor/visitor';

/** Products the cart page offers with the basket. */
export const CART_RELATED = 8;

/**
 * Products that go with the basket (§7.3 cart page): available ones of the lines' sections (their
 * own leaf sections first, then the middle ones), the most popular first, none already in the basket.
 */
export async function cartRelated(db: Db, basket: Basket, cityId: number): Promise<ProductCard[]> {
  if (basket.items.length === 0) return [];
  const ids = basket.items.map((i) => i.id);
  const rows = await db.query<CardRow>(
    `SELECT ${cardColumns('$3')} FROM products p
     WHERE p.is_available AND NOT (p.id = ANY($1::int[]))
       AND (p.section_id IN (SELECT section_id FROM products WHERE id = ANY($1::int[]))
         OR p.mid_id IN (SELECT mid_id FROM products WHERE id = ANY($1::int[])))
     ORDER BY (p.section_id IN (SELECT section_id FROM products WHERE id = ANY($1::int[]))) DESC,
       p.popularity DESC, p.id
     LIMIT $2`,
    [ids, CART_RELATED, cityId],
  );
  return toCards(db, rows);
}

/** Meta, breadcrumbs («Корзина») and, for a logged-in user, the personal sidebar of the cart page. */
export function cartLayout(db: Db, visitor: Visitor) {
  return listPageLayout(db, visitor, {
    title: 'Корзина',
    url: '/personal/cart/',
    description: 'Товары в корзине, бонусы и промокод: оформите заказ с доставкой или самовывозом.',
  });
}
