import type { Db } from '../db/database';
import { normalizeQuery } from './query-words';

/** A query other shoppers ask often, with its results' address. */
export interface PopularQuery {
  query: string;
  url: string;
}

/** Queries kept; the least asked beyond it are dropped now and then. */
const KEPT = 5000;
/** The longest query kept as popular, in characters and words: a sentence is nobody's habit. */
const MAX_LENGTH = 60;
const MAX_WORDS = 5;

/** The results' address of a query. */
export function searchUrl(query: string): string {
  return `/search/?q=${encodeURIComponent(query)}`;
}

/**
 * Counts a query that found products (the results' first page, nothing filtered): what shoppers ask
 * and find becomes «Часто ищут». Only queries that found something, as the catalogue understood
 * them, so nonsense and abuse never reach other shoppers' suggestions.
 */
export async function countQuery(db: Db, query: string): Promise<void> {
  const text = normalizeQuery(query);
  if (!text || text.length > MAX_LENGTH || text.split(' ').length > MAX_WORDS) return;
  await db.query(
    `INSERT INTO search_queries (query) VALUES ($1)
     ON CONFLICT (query) DO UPDATE SET hits = search_queries.hits + 1, last_at = now()`,
    [text],
  );
  // Now and then, not on every search: the table stays bounded however many queries come.
  if (Math.random() < 0.01) {
    await db.query(
      `DELETE FROM search_queries WHERE query IN
         (SELECT query FROM search_queries ORDER BY hits DESC, last_at DESC OFFSET $1)`,
      [KEPT],
    );
  }
}

/** The queries asked most (`limit` of them), most asked first. */
export async function popularQueries(db: Db, limit: number): Promise<PopularQuery[]> {
  const rows = await db.query<{ query: string }>(
    'SELECT query FROM search_queries ORDER BY hits DESC, last_at DESC, query LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({ query: r.query, url: searchUrl(r.query) }));
}
