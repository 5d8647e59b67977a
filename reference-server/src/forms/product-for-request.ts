import { cityPriceSql } from '../catalog/regional-prices';
import type { Db } from '../db/database';

/** A product as a special-price request names it: title, code and its price in city `cityId`; undefined for none. */
export async function productForRequest(
  db: Db,
  id: number,
  cityId: number,
): Promise<{ id: number; title: string; code: string; price: number } | undefined> {
  const [row] = await db.query<{ id: number; title: string; code: string; price: number }>(
    `SELECT p.id, p.title, p.code, ${cityPriceSql('price', '$2')} AS price FROM products p WHERE p.id = $1`,
    [id, cityId],
  );
  return row;
}
