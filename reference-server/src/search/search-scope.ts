import type { ProductScope } from '../catalog/product-scope';
import { propertiesOf } from '../catalog/properties';
import { catalogueWideDefinition } from '../catalog/section-filter';
import type { Db } from '../db/database';
import { type UnderstoodQuery, understandQueryCached } from './understand-query';

/** The products a query finds, as a listing's scope (the filters every section offers). */
export interface SearchScope extends ProductScope {
  readonly query: string;
  readonly understood: UnderstoodQuery;
}

/** The predicate of products matching an understood query (nothing for a query without words). */
export function searchWhere(understood: UnderstoodQuery, add: (value: string) => string): string {
  return understood.tsquery ? `p.search @@ to_tsquery('russian', ${add(understood.tsquery)})` : 'FALSE';
}

/**
 * The scope of a query, keyed by what the catalogue understood («дрели» and «lhtkm» share one), so
 * the unfiltered figures of a popular query are counted once per catalogue generation (bounded).
 */
export async function searchScope(db: Db, query: string): Promise<SearchScope> {
  const [understood, definition] = await Promise.all([
    understandQueryCached(db, query),
    propertiesOf(db).then((properties) => catalogueWideDefinition(db, properties)),
  ]);
  return {
    key: `search:${understood.tsquery}`,
    where: (sql) => searchWhere(understood, (v) => sql.add(v)),
    definition,
    query,
    understood,
  };
}
