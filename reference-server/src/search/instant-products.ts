import { type CardRow, cardRowsByIds } from '../catalog/product-cards';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { searchWhere } from './search-scope';
import type { UnderstoodQuery } from './understand-query';

/** The best `limit` products of a query by id, and how many it finds. */
async function bestIds(db: Db, key: string): Promise<{ ids: number[]; total: number }> {
  const [limit, tsquery] = [Number(key.slice(0, key.indexOf('|'))), key.slice(key.indexOf('|') + 1)];
  const where = searchWhere({ tsquery, understood: null, words: [] }, () => '$1');
  const [rows, totals] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE ${where}
       ORDER BY p.is_available DESC, ts_rank(p.search, to_tsquery('russian', $1)) DESC, p.popularity DESC, p.id
       LIMIT $2`,
      [tsquery, limit],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, [tsquery]),
  ]);
  return { ids: rows.map((r) => r.id), total: totals[0]?.n ?? 0 };
}

/** {@link bestIds} kept per catalogue generation: what is typed comes again and again. */
const bestIdsCached = perDatabaseKeyed(bestIds, { maxKeys: 5000 });

/**
 * The best few products of a query for the instant search, with how many it finds: title matches
 * before section matches (the document's weights), available first, then the popular. The ranking
 * is kept; the cards (stock in the city) are read fresh.
 */
export async function instantProducts(
  db: Db,
  understood: UnderstoodQuery,
  cityId: number,
  limit: number,
): Promise<{ rows: CardRow[]; total: number }> {
  if (!understood.tsquery) return { rows: [], total: 0 };
  const { ids, total } = await bestIdsCached(db, `${limit}|${understood.tsquery}`);
  return { rows: await cardRowsByIds(db, ids, cityId), total };
}
