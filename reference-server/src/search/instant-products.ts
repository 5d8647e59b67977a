import { type CardRow, cardColumns } from '../catalog/product-cards';
import type { Db } from '../db/database';
import { searchWhere } from './search-scope';
import type { UnderstoodQuery } from './understand-query';

/**
 * The best few products of a query for the instant search, with how many it finds: title matches
 * before section matches (the document's weights), available first, then the popular.
 */
export async function instantProducts(
  db: Db,
  understood: UnderstoodQuery,
  cityId: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  if (!understood.tsquery) return { rows: [], total: 0 };
  const where = searchWhere(understood, () => '$1');
  const [rows, totals] = await Promise.all([
    db.query<CardRow>(
      `SELECT ${cardColumns('$2')} FROM products p WHERE ${where}
       ORDER BY p.is_available DESC, ts_rank(p.search, to_tsquery('russian', $1)) DESC, p.popularity DESC, p.id
       LIMIT $3`,
      [understood.tsquery, cityId, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, [understood.tsquery]),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
