import type { Sort } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { SqlParams } from '../db/sql-params';
import type { ProductScope } from './product-scope';
import { orderBy, SORTS, sortColumnsSql } from './product-sorts';
import { zonePricesJoin, zoneScopeKey } from './regional-prices';

/**
 * How many of a scope's first products are kept in each sort: 20 pages of 30, 6 of 100 (the
 * largest page). Pages past it are read from the products, as any scope's are.
 */
export const KEPT_ORDER_LENGTH = 600;

/** A scope's first {@link KEPT_ORDER_LENGTH} product ids in every sort. */
type KeptOrders = ReadonlyMap<Sort, Int32Array>;

/**
 * The first products of a scope in every sort, in one statement over one scan of the scope.
 * Kept until the catalogue changes: ids, prices, availability, ratings and novelty are all products
 * columns, whose every edit is a catalogue change (migrations 012 and 019).
 */
async function readOrders(db: Db, scope: ProductScope, zone: number): Promise<KeptOrders> {
  const sql = new SqlParams();
  const where = scope.where(sql);
  const length = sql.add(KEPT_ORDER_LENGTH);
  const columns = SORTS.map(
    (s, i) =>
      `(SELECT array_agg(top.id ORDER BY ${orderBy(s.value, 'top')}) FROM (SELECT * FROM s
        ORDER BY ${orderBy(s.value, 's')} LIMIT ${length}::int) top) AS o${i}`,
  );
  const [row] = await db.query<Record<string, number[] | null>>(
    `WITH s AS MATERIALIZED (SELECT ${sortColumnsSql(zone)} FROM products p${zonePricesJoin(zone)} WHERE ${where})
     SELECT ${columns.join(', ')}`,
    sql.values,
  );
  return new Map(SORTS.map((s, i) => [s.value, Int32Array.from(row?.[`o${i}`] ?? [])]));
}

/** The kept orders of each scope, by its key, once per catalogue generation. */
const ordersByScope = perDatabase(async () => new Map<string, Promise<KeptOrders>>());
/**
 * The zones' own (every scope's price sorts in a zone with its own prices): apart, so a shopper
 * browsing from a far city never pushes out the base zone's tags and sale.
 */
const zoneOrdersByScope = perDatabase(async () => new Map<string, Promise<KeptOrders>>());
/** Scopes whose orders are kept, in each of the two maps (tags, brand tags and the sale's sections: a few hundred); the oldest go first. */
const KEPT_SCOPES = 500;

/**
 * A scope's kept orders in a price zone: read on first use, then kept (see {@link perDatabase}). A
 * zone with its own prices sorts by them, so its orders are kept apart from the base zone's.
 */
async function keptOrders(db: Db, scope: ProductScope, zone: number): Promise<KeptOrders> {
  const cache = await (zone === 0 ? ordersByScope : zoneOrdersByScope)(db);
  const key = zoneScopeKey(scope.key, zone);
  let orders = cache.get(key);
  if (!orders) {
    orders = readOrders(db, scope, zone);
    cache.set(key, orders);
    if (cache.size > KEPT_SCOPES) cache.delete(cache.keys().next().value as string);
    orders.catch(() => cache.delete(key));
  }
  return orders;
}

/**
 * A page of a scope with nothing applied from its kept orders, or null when the page lies past
 * them (then it is read from the products). For scopes no index reads in order (a catalogue tag's
 * property conditions, the sale's prices, a brand tag's many brands): see `ProductScope.keepsOrders`.
 */
export async function keptOrderPage(
  db: Db,
  scope: ProductScope,
  page: { sort: Sort; limit: number; offset: number },
  zone: number,
): Promise<number[] | null> {
  if (page.offset + page.limit > KEPT_ORDER_LENGTH) return null;
  const orders = await keptOrders(db, scope, zone);
  const ids = orders.get(page.sort) ?? orders.get('popular');
  return ids ? Array.from(ids.subarray(page.offset, page.offset + page.limit)) : [];
}
