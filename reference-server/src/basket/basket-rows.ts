import type { CardRow } from '../catalog/product-cards';
import { cardColumns } from '../catalog/product-cards';
import { cityPriceSql } from '../catalog/regional-prices';
import type { Db } from '../db/database';

/** A product as a basket line needs it: the card's columns plus stock and unit. */
export interface BasketProductRow extends CardRow {
  mid_id: number;
  delivery_stock: number;
  measure: string;
  /** Units in the shops of the city asked about. */
  city_stock: number;
  /** Units anywhere: the delivery warehouse and every shop (0 means sold out). */
  stock_anywhere: number;
}

/** The columns of {@link BasketProductRow}; `p` is products, `cityParam` the city's id parameter. */
export function selectProductColumns(cityParam: string): string {
  return `${cardColumns(cityParam)}, p.mid_id, p.delivery_stock, p.measure,
    coalesce((SELECT sum(st.quantity) FROM stock st JOIN shops sh ON sh.id = st.shop_id
      WHERE st.product_id = p.id AND sh.city_id = ${cityParam}), 0)::int AS city_stock,
    (p.delivery_stock + coalesce((SELECT sum(st.quantity) FROM stock st WHERE st.product_id = p.id), 0))::int AS stock_anywhere`;
}

/** Products by id with what a basket line needs, for a city's stock (unknown ids are left out). */
export async function basketProducts(
  db: Db,
  ids: readonly number[],
  cityId: number,
): Promise<Map<number, BasketProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<BasketProductRow>(
    `SELECT ${selectProductColumns('$2')} FROM products p WHERE p.id = ANY($1::int[])`,
    [ids, cityId],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Writes the quantities of lines of the basket of `fUserId` in one statement: a line already there
 * gets the new quantity, a new one is added after the others, in the order given. Ids must be distinct.
 */
export async function saveLines(
  tx: Db,
  fUserId: string,
  lines: ReadonlyArray<{ id: number; quantity: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.query(
    `INSERT INTO basket_lines (f_user_id, product_id, quantity)
     SELECT $1, line.id, line.quantity FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS line(id, quantity, n)
     ORDER BY line.n
     ON CONFLICT (f_user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [fUserId, lines.map((l) => l.id), lines.map((l) => l.quantity)],
  );
}

/**
 * Moves the visitor's lines whose product is withdrawn or sold out everywhere to the deleted lines,
 * in one statement (atomic without a transaction too), with the price they had in city `cityId`.
 */
export async function sweepSoldOut(db: Db, fUserId: string, cityId: number): Promise<void> {
  await db.query(
    `WITH gone AS (
       DELETE FROM basket_lines b USING products p
       WHERE b.f_user_id = $1 AND p.id = b.product_id AND (NOT p.is_available OR (p.delivery_stock = 0
         AND NOT EXISTS (SELECT 1 FROM stock st WHERE st.product_id = p.id AND st.quantity > 0)))
       RETURNING b.product_id, b.quantity, ${cityPriceSql('price', '$2')} AS price)
     INSERT INTO basket_deleted_lines (f_user_id, product_id, quantity, price_kopecks)
     SELECT $1, product_id, quantity, price * 100 FROM gone
     ON CONFLICT (f_user_id, product_id)
       DO UPDATE SET quantity = EXCLUDED.quantity, price_kopecks = EXCLUDED.price_kopecks, deleted_at = now()`,
    [fUserId, cityId],
  );
}

/** Takes (reads and deletes) the visitor's deleted lines: they are shown once. */
export async function takeDeletedLines(
  db: Db,
  fUserId: string,
  cityId: number,
): Promise<Array<BasketProductRow & { quantity: number; price_kopecks: number }>> {
  return db.query(
    `WITH taken AS (DELETE FROM basket_deleted_lines WHERE f_user_id = $1 RETURNING product_id, quantity, price_kopecks, deleted_at)
     SELECT ${selectProductColumns('$2')}, t.quantity, t.price_kopecks::float8 AS price_kopecks
     FROM taken t JOIN products p ON p.id = t.product_id ORDER BY t.deleted_at, p.id`,
    [fUserId, cityId],
  );
}
