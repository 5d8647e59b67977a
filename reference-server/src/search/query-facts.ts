import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { searchWhere } from './search-scope';
import type { UnderstoodQuery } from './understand-query';

/** How many products a query finds in all, per leaf section and per brand. */
export interface QueryFacts {
  total: number;
  /** Leaf section id → products found there, most first. */
  sections: ReadonlyArray<readonly [id: number, count: number]>;
  /** Brand id → products found of it. */
  brands: ReadonlyMap<number, number>;
}

const NONE: QueryFacts = { total: 0, sections: [], brands: new Map() };

/** The facts of a query in ONE pass over its products (GROUPING SETS), not one per figure. */
async function loadFacts(db: Db, tsquery: string): Promise<QueryFacts> {
  const rows = await db.query<{ section_id: number | null; brand_id: number | null; n: number }>(
    `SELECT p.section_id, p.brand_id, count(*)::int AS n FROM products p
     WHERE ${searchWhere({ tsquery, understood: null, words: [] }, () => '$1')}
     GROUP BY GROUPING SETS ((p.section_id), (p.brand_id), ())`,
    [tsquery],
  );
  const sections: Array<[number, number]> = [];
  const brands = new Map<number, number>();
  let total = 0;
  for (const row of rows) {
    if (row.section_id !== null) sections.push([row.section_id, row.n]);
    else if (row.brand_id !== null) brands.set(row.brand_id, row.n);
    else total = row.n;
  }
  sections.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return { total, sections, brands };
}

/** Queries whose facts are kept per catalogue generation; the oldest go first. */
const facts = perDatabaseKeyed(loadFacts, { maxKeys: 5000 });

/** {@link loadFacts}, kept until the catalogue changes; nothing for a query without words. */
export function queryFacts(db: Db, understood: UnderstoodQuery): Promise<QueryFacts> {
  return understood.tsquery ? facts(db, understood.tsquery) : Promise.resolve(NONE);
}
