import type { Db } from '../db/database';
import { queryCountsOf } from './query-counts';
import { normalizeQuery } from './query-words';

/** A query other shoppers ask often, with its results' address. */
export interface PopularQuery {
  query: string;
  url: string;
}

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
 * them, so nonsense and abuse never reach other shoppers' suggestions. In memory: the count is
 * written with others later (query-counts.ts), the search answer writes nothing.
 */
export function countQuery(db: Db, query: string): void {
  const text = normalizeQuery(query);
  if (!text || text.length > MAX_LENGTH || text.split(' ').length > MAX_WORDS) return;
  queryCountsOf(db).count(text);
}

/** The queries asked most (`limit` of them), most asked first. */
export async function popularQueries(db: Db, limit: number): Promise<PopularQuery[]> {
  const rows = await db.query<{ query: string }>(
    'SELECT query FROM search_queries ORDER BY hits DESC, last_at DESC, query LIMIT $1',
    [limit],
  );
  return rows.map((r) => ({ query: r.query, url: searchUrl(r.query) }));
}
