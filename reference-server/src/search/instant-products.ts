import { type CardRow, cardRowsByIds } from '../catalog/product-cards';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { queryFacts } from './query-facts';
import { searchWhere } from './search-scope';
import type { UnderstoodQuery } from './understand-query';

/** The best `limit` products of a query by id. */
async function bestIds(db: Db, key: string): Promise<number[]> {
  const [limit, tsquery] = [Number(key.slice(0, key.indexOf('|'))), key.slice(key.indexOf('|') + 1)];
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE ${searchWhere({ tsquery, understood: null, words: [] }, () => '$1')}
     ORDER BY p.is_available DESC, ts_rank(p.search, to_tsquery('russian', $1)) DESC, p.popularity DESC, p.id
     LIMIT $2`,
    [tsquery, limit],
  );
  return rows.map((r) => r.id);
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
  const [ids, facts] = await Promise.all([
    bestIdsCached(db, `${limit}|${understood.tsquery}`),
    queryFacts(db, understood),
  ]);
  return { rows: await cardRowsByIds(db, ids, cityId), total: facts.total };
}
