import type { Db } from '../db/database';

/** A product as a special-price request names it: title, code and price; undefined for none. */
export async function productForRequest(
  db: Db,
  id: number,
): Promise<{ id: number; title: string; code: string; price: number } | undefined> {
  const [row] = await db.query<{ id: number; title: string; code: string; price: number }>(
    'SELECT id, title, code, price FROM products WHERE id = $1',
    [id],
  );
  return row;
}
