import type { Sort } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { type CardRow, cardColumns } from './product-cards';
import { orderBy, sortReadsPrice } from './product-sorts';

/** Products per page when a call does not say. */
export const PER_PAGE = 24;

/** Which products {@link listProductRows} reads: some ids, a section's (descendants' included), or all. */
export interface ProductListQuery {
  ids?: readonly number[] | undefined;
  sectionId?: number | undefined;
  sort: Sort;
  limit: number;
  offset: number;
}

/** One page of products by ids or by section, in the sort's order, with the total. */
export async function listProductRows(
  db: Db,
  query: ProductListQuery,
  cityId: number,
  /** The city's price zone: in the base zone (0) a price sort reads the products' own indexed columns. */
  zone: number,
): Promise<{ rows: CardRow[]; total: number }> {
  const sql = new SqlParams();
  const conditions: string[] = [];
  if (query.ids) conditions.push(`p.id = ANY(${sql.add([...query.ids])}::int[])`);
  if (query.sectionId !== undefined) {
    const id = sql.add(query.sectionId);
    conditions.push(`(p.section_id = ${id} OR p.mid_id = ${id} OR p.top_id = ${id})`);
  }
  const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
  const [totalRow] = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM products p WHERE ${where}`,
    sql.values,
  );
  const city = sql.add(cityId);
  const page = `LIMIT ${sql.add(query.limit)} OFFSET ${sql.add(query.offset)}`;
  // A price sort outside the base zone sorts the prices the city pays (the cards' own columns); in the
  // base zone those are the products' own, and any other sort reads the products columns, from their
  // indexes (no price worked out for every product of the store to sort them).
  const rows = await db.query<CardRow>(
    zone !== 0 && sortReadsPrice(query.sort)
      ? `SELECT p.* FROM (SELECT ${cardColumns(city)} FROM products p WHERE ${where}) p ORDER BY ${orderBy(query.sort)} ${page}`
      : `SELECT ${cardColumns(city)} FROM products p WHERE ${where} ORDER BY ${orderBy(query.sort)} ${page}`,
    sql.values,
  );
  return { rows, total: totalRow?.n ?? 0 };
}

/**
 * The first `limit` available products of a home shelf: the hits (the staff's recommended products,
 * best sellers first: what «Все хиты» opens, /catalog/recommended/) or the novelties (newest first).
 */
export async function availableProductRows(
  db: Db,
  order: 'hits' | 'novelty',
  cityId: number,
  limit: number,
): Promise<CardRow[]> {
  const where = order === 'hits' ? 'p.is_available AND p.is_recommended' : 'p.is_available';
  const orderSql = order === 'hits' ? 'p.popularity DESC, p.id' : 'p.novelty DESC, p.id';
  return db.query<CardRow>(
    `SELECT ${cardColumns('$1')} FROM products p WHERE ${where} ORDER BY ${orderSql} LIMIT $2`,
    [cityId, limit],
  );
}

/** A product's card row with what its page adds, by code. */
export async function productRowByCode(
  db: Db,
  code: string,
  cityId: number,
): Promise<(CardRow & { description: string; warranty_months: number; article: string }) | undefined> {
  const [row] = await db.query<CardRow & { description: string; warranty_months: number; article: string }>(
    `SELECT ${cardColumns('$2')}, p.description, p.warranty_months, p.article FROM products p WHERE p.code = $1`,
    [code, cityId],
  );
  return row;
}

/** A product's stock in each shop of a city, shops without it included (quantity 0). */
export async function stockInCity(
  db: Db,
  productId: number,
  cityId: number,
): Promise<
  Array<{
    shop_id: number;
    name: string;
    code: string;
    address: string;
    quantity: number;
    schedule: string;
    phones: string[];
  }>
> {
  return db.query(
    `SELECT sh.id AS shop_id, sh.name, sh.code, sh.address, coalesce(st.quantity, 0) AS quantity, sh.schedule, sh.phones
     FROM shops sh LEFT JOIN stock st ON st.shop_id = sh.id AND st.product_id = $1 WHERE sh.city_id = $2 ORDER BY sh.id`,
    [productId, cityId],
  );
}
