import type { ProductScope } from '../catalog/product-scope';
import { propertiesOf } from '../catalog/properties';
import { catalogueWideDefinition } from '../catalog/section-filter';
import type { Db } from '../db/database';
import { type UnderstoodQuery, understandQuery } from './understand-query';

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
 * The scope of a query: never kept among the unfiltered figures of a scope (`uncached`), since
 * every query a shopper may type would be a key of its own.
 */
export async function searchScope(db: Db, query: string): Promise<SearchScope> {
  const [understood, definition] = await Promise.all([
    understandQuery(db, query),
    propertiesOf(db).then((properties) => catalogueWideDefinition(db, properties)),
  ]);
  return {
    key: 'search',
    uncached: true,
    where: (sql) => searchWhere(understood, (v) => sql.add(v)),
    definition,
    query,
    understood,
  };
}
