import type { Repair, UserReview } from '@verstak/sdk/contract';
import type { Db } from '../db/database';

// What the personal pages read besides the account itself: counters, bonus movements, B2B
// categories, managers, repairs and reviews. Every query is scoped to the session's account.

/** The profile counters (§3): orders, viewed products, reviews. */
export interface Counters {
  orders: number;
  viewed: number;
  reviews: number;
  isB2B: boolean;
}

/** The counters and whether the account is a B2B buyer (the sidebar's Организации link). */
export async function countersOf(db: Db, userId: number): Promise<Counters> {
  const [row] = await db.query<{ orders: number; viewed: number; reviews: number; is_b2b: boolean }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE user_id = $1) AS orders,
       (SELECT count(*)::int FROM viewed_products WHERE user_id = $1) AS viewed,
       (SELECT count(*)::int FROM product_reviews WHERE user_id = $1) AS reviews,
       coalesce((SELECT 'b2b' = ANY(groups) FROM users WHERE id = $1), false) AS is_b2b`,
    [userId],
  );
  return {
    orders: row?.orders ?? 0,
    viewed: row?.viewed ?? 0,
    reviews: row?.reviews ?? 0,
    isB2B: row?.is_b2b ?? false,
  };
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/** The bonus account's movements, newest first (at most `limit`). */
export function bonusMovementsOf(db: Db, userId: number, limit = 50) {
  return db.query<{ id: number; date: string; amount: number; title: string }>(
    `SELECT id, to_char(created_at AT TIME ZONE 'UTC', ${ISO}) AS date, amount, title
     FROM bonus_movements WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** The B2B categories with their discounts, in their order. */
export function b2bCategoriesOf(db: Db) {
  return db.query<{ name: string; code: string; value: number }>(
    'SELECT name, code, value FROM b2b_categories ORDER BY sort',
  );
}

/** The user's personal managers. */
export function managersOf(db: Db, userId: number) {
  return db.query<{ name: string; position: string; phone: string; email: string }>(
    `SELECT m.name, m.position, m.phone, m.email FROM personal_managers m
     JOIN user_managers um ON um.manager_id = m.id WHERE um.user_id = $1 ORDER BY m.id`,
    [userId],
  );
}

const REPAIR_TITLES: Record<Repair['status'], string> = {
  accepted: 'Принят в ремонт',
  diagnostics: 'Диагностика',
  repair: 'В ремонте',
  ready: 'Готов к выдаче',
  issued: 'Выдан',
};

/** One page of the user's repair requests, newest first, with the total. */
export async function repairsPage(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ items: Repair[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<Omit<Repair, 'statusTitle'>>(
      `SELECT r.id, r.number, to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created, r.product, r.status,
         coalesce(s.address, '') AS shop
       FROM repairs r LEFT JOIN shops s ON s.id = r.shop_id
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM repairs WHERE user_id = $1', [userId]),
  ]);
  return {
    items: rows.map((r) => ({ ...r, statusTitle: REPAIR_TITLES[r.status] })),
    total: count?.n ?? 0,
  };
}

/** One page of the user's reviews, newest first, with the total. */
export async function reviewsPage(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ items: UserReview[]; total: number }> {
  const [items, [count]] = await Promise.all([
    db.query<UserReview>(
      `SELECT r.id, r.product_id AS "productId", p.title AS "productTitle", '/product/' || p.code || '/' AS "productUrl",
         r.rating::int AS rating, r.text, to_char(r.created_at AT TIME ZONE 'UTC', ${ISO}) AS created, r.status
       FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_reviews WHERE user_id = $1', [userId]),
  ]);
  return { items, total: count?.n ?? 0 };
}

/** Cities a delivery address may be in, in list order. */
export function addressCities(db: Db) {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM cities ORDER BY sort');
}
