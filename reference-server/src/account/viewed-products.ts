import type { ProductCard } from '@verstak/sdk/contract';
import { cardRowsByIds, toCards } from '../catalog/product-cards';
import type { Db } from '../db/database';

// The products a user viewed (§2.3 history/): the product page records each view, the history page
// lists them, last viewed first.

/** Records that the user viewed a product at `now` (ms): one row per product, its last view. */
export async function recordView(db: Db, userId: number, productId: number, now: number): Promise<void> {
  try {
    await db.query(
      `INSERT INTO viewed_products (user_id, product_id, viewed_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000))
       ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
      [userId, productId, now],
    );
  } catch (error) {
    // A token whose account is gone (a re-seeded store) has nobody to record the view for; the
    // product page is still shown.
    if ((error as { code?: unknown }).code !== '23503') throw error;
  }
}

/** One page of the user's viewed products as cards, last viewed first, with the total. */
export async function viewedPage(
  db: Db,
  userId: number,
  cityId: number,
  page: number,
  perPage: number,
): Promise<{ items: ProductCard[]; total: number }> {
  const [ids, [count]] = await Promise.all([
    db.query<{ product_id: number }>(
      `SELECT product_id FROM viewed_products WHERE user_id = $1
       ORDER BY viewed_at DESC, product_id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM viewed_products WHERE user_id = $1', [userId]),
  ]);
  const rows = await cardRowsByIds(
    db,
    ids.map((r) => r.product_id),
    cityId,
  );
  return { items: await toCards(db, rows, (page - 1) * perPage + 1), total: count?.n ?? 0 };
}
