import { type FilterItem, type FilterValue, isRangeFilterType, type Sort } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { SqlParams } from '../db/sql-params';
import { keptOrderPage } from './kept-orders';
import type { ProductScope } from './product-scope';
import { orderBy, sortColumnsSql, sortReadsPrice } from './product-sorts';
import type { PropertyInfo } from './properties';
import { zonePriceSql, zonePricesJoin, zoneScopeKey } from './regional-prices';

/**
 * A property's value in a products row `p`: text for list types, a number for range types. Range
 * values are stored as JSON numbers, read as numeric without going through text. The price is the
 * one of price zone `zone` (regional-prices.ts).
 */
function valueExpr(property: PropertyInfo, sql: SqlParams, zone: number): string {
  if (property.code === 'price') return zonePriceSql('price', zone);
  const key = sql.add(property.code);
  return isRangeFilterType(property.type) ? `(p.props->${key})::numeric` : `(p.props->>${key})`;
}

/** The condition an applied value puts on its column; null for a value that chooses nothing. */
function valueCondition(value: FilterValue, column: string, sql: SqlParams): string | null {
  const parts: string[] = [];
  if (value.kind === 'range') {
    if (value.from !== undefined) parts.push(`${column} >= ${sql.add(value.from)}::numeric`);
    if (value.to !== undefined) parts.push(`${column} <= ${sql.add(value.to)}::numeric`);
  } else if (value.values.length > 0) {
    parts.push(`${column} = ANY(${sql.add(value.values)}::text[])`);
  }
  return parts.length > 0 ? parts.join(' AND ') : null;
}

/**
 * The predicates over products row `p` that `values` put, one per value that chooses something: a
 * scope made of fixed conditions (a catalogue tag's rules) is these joined by AND. A tag is one set of
 * products in every city, so a price rule reads the base price list.
 */
export function conditionsWhere(
  values: readonly FilterValue[],
  definition: readonly PropertyInfo[],
  sql: SqlParams,
): string[] {
  return values.flatMap((value) => {
    const property = definition.find((d) => d.code === value.code);
    const condition = property ? valueCondition(value, valueExpr(property, sql, 0), sql) : null;
    return condition ? [`coalesce(${condition}, false)`] : [];
  });
}

/** `a AND b AND …` of boolean columns, `TRUE` for none. */
function allOf(columns: readonly string[]): string {
  return columns.length > 0 ? columns.join(' AND ') : 'TRUE';
}

/** The page of products a scan picks besides the facets. */
export interface ScanPage {
  sort: Sort;
  limit: number;
  offset: number;
}

/** What one scan of a scope gives. */
export interface ScopeScan {
  /** The filter items with facet counts (§3 `stat`) and the scope's range bounds. */
  items: FilterItem[];
  /** How many products match every applied value. */
  total: number;
  /** The ids of the asked page's products, in sort order (empty when no page was asked). */
  pageIds: number[];
}

/** One row of the scan statement. */
interface ScanRow {
  /** The filter's index in the definition; {@link TOTAL} or {@link PAGE} for those rows. */
  f: number;
  /** A list filter's variant. */
  v: string | null;
  /** Which applied value the counted products fail: {@link PASS} for none (they fail at most one). */
  fs: number | null;
  n: number | null;
  lo: number | null;
  hi: number | null;
  ids: number[] | null;
}

const TOTAL = -1;
const PAGE = -2;
const PASS = -1;

/** What a scan counts, before it is shaped as filter items. */
interface ScanFigures {
  /** Per definition index: each variant's count under the other applied values. */
  counts: Array<Map<string, number>>;
  /** Per range filter's definition index: its count under the other values and its scope's bounds. */
  ranges: Map<number, { n: number; lo: number | null; hi: number | null }>;
  total: number;
}

/** Whether an applied value narrows anything (an empty choice or a range without bounds does not). */
function choosesSomething(value: FilterValue): boolean {
  return value.kind === 'range'
    ? value.from !== undefined || value.to !== undefined
    : value.values.length > 0;
}

/**
 * The facets, the total and a page of a scope (a section, the new arrivals, ...), with the prices of
 * price zone `zone` (the request's city's): its price filter's bounds, its price sorts.
 *
 * With no applied value the figures depend on the scope alone, so they are counted once per
 * database (products only change with the seed, which forgets them) and the page is one indexed
 * query; this is the common case of a shopper arriving from the menu. Otherwise one statement scans
 * the scope: see {@link scanStatement}.
 */
export async function scanScope(
  db: Db,
  scope: ProductScope,
  zone: number,
  applied: readonly FilterValue[],
  page?: ScanPage,
): Promise<ScopeScan> {
  const narrowing = applied.filter(choosesSomething);
  const [figures, pageIds] =
    narrowing.length > 0
      ? await scanStatement(db, scope, zone, narrowing, page).then((s) => [s.figures, s.pageIds] as const)
      : await Promise.all([
          unfilteredFigures(db, scope, zone),
          page ? unfilteredPage(db, scope, zone, page) : [],
        ]);
  return { items: filterItems(scope.definition, figures, applied), total: figures.total, pageIds };
}

/** The unfiltered figures of each scope, by its key, once per database. */
const unfilteredByScope = perDatabase(async () => new Map<string, Promise<ScanFigures>>());
/**
 * Scopes whose figures are kept; the oldest go first past it. Sections, brands and tags are a few
 * hundred; search queries are as many as shoppers type, so the bound keeps memory flat.
 */
const KEPT_SCOPES = 2000;

/**
 * A scope's figures with nothing applied in a price zone: scanned on first use, then kept (see
 * {@link perDatabase}). The price filter's bounds are the zone's, so a zone's figures are its own.
 */
async function unfilteredFigures(db: Db, scope: ProductScope, zone: number): Promise<ScanFigures> {
  const cache = await unfilteredByScope(db);
  const key = zoneScopeKey(scope.key, zone);
  let figures = cache.get(key);
  if (!figures) {
    figures = scanStatement(db, scope, zone, []).then((scan) => scan.figures);
    cache.set(key, figures);
    if (cache.size > KEPT_SCOPES) cache.delete(cache.keys().next().value as string);
    figures.catch(() => cache.delete(key));
  }
  return figures;
}

/**
 * A page of a scope with no filter applied: the scope's index, sorted and cut in SQL. A price sort in
 * a zone with its own prices sorts the zone's prices: the scope's rows are read with them first.
 */
async function unfilteredPage(db: Db, scope: ProductScope, zone: number, page: ScanPage): Promise<number[]> {
  const priced = zone !== 0 && sortReadsPrice(page.sort);
  // No index reads a zone's prices in order: its price sorts' first pages are kept like a scope's
  // that no index reads (kept-orders.ts), once per scope, zone and catalogue generation.
  const kept = scope.keepsOrders || priced ? await keptOrderPage(db, scope, page, zone) : null;
  if (kept) return kept;
  /** Products of `where` as row `p`, priced in the zone when the sort reads the price. */
  const rowsOf = (where: string) =>
    priced
      ? `(SELECT ${sortColumnsSql(zone)} FROM products p${zonePricesJoin(zone)} WHERE ${where}) p`
      : `products p WHERE ${where}`;
  let sql = new SqlParams();
  const parts = scope.parts?.(sql) ?? [];
  // Parts (a brand tag's brands): the page can only hold each part's first offset + limit products, so
  // each part reads just those (from its index, in the default sort) and only they are sorted.
  let from: string;
  if (parts.length < 2) {
    sql = new SqlParams();
    from = rowsOf(scope.where(sql));
  } else {
    const first = sql.add(page.offset + page.limit);
    from = `(${parts
      .map(
        (part) =>
          `(SELECT ${priced ? 'p.*' : sortColumnsSql(0)} FROM ${rowsOf(part)}
            ORDER BY ${orderBy(page.sort)} LIMIT ${first}::int)`,
      )
      .join(' UNION ALL ')}) p`;
  }
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM ${from}
     ORDER BY ${orderBy(page.sort)} LIMIT ${sql.add(page.limit)} OFFSET ${sql.add(page.offset)}`,
    sql.values,
  );
  return rows.map((r) => r.id);
}

/**
 * The figures and a page of a scope in ONE statement over one scan of its products.
 *
 * Each product's filter values are read once into a materialized row, with a flag per applied value
 * (false where the product lacks the property), the number of flags it fails and, when it fails
 * exactly one, which. A variant's count under the OTHER applied values is then the count of products
 * with that variant that fail nothing plus those that fail only the variant's own filter: one
 * GROUPING SETS pass over (variant, failed) gives them for every list filter at once. One aggregate
 * row gives each range filter's scope bounds (applied values do not narrow them) and its count
 * under the other values, and the total; a last branch gives the page's ids in sort order.
 */
async function scanStatement(
  db: Db,
  scope: ProductScope,
  zone: number,
  applied: readonly FilterValue[],
  page?: ScanPage,
): Promise<{ figures: ScanFigures; pageIds: number[] }> {
  const sql = new SqlParams();
  const { definition } = scope;
  const isRange = (i: number) => isRangeFilterType(definition[i]?.type ?? 'enum');
  const column = (i: number) => `${isRange(i) ? 'r' : 'l'}${i}`;
  const lists = definition.flatMap((_, i) => (isRange(i) ? [] : [i]));
  const ranges = definition.flatMap((_, i) => (isRange(i) ? [i] : []));

  const read = ['p.id', ...(page ? [sortColumnsSql(zone, 'p', ['id'])] : [])];
  read.push(...definition.map((property, i) => `${valueExpr(property, sql, zone)} AS ${column(i)}`));
  const flags: Array<{ index: number; column: string; condition: string }> = [];
  for (const value of applied) {
    const index = definition.findIndex((d) => d.code === value.code);
    const condition = index < 0 ? null : valueCondition(value, column(index), sql);
    if (condition) flags.push({ index, column: `m${index}`, condition });
  }
  /** The flags that count for filter `index`: all but its own. */
  const others = (index: number) => allOf(flags.filter((f) => f.index !== index).map((f) => f.column));
  const all = allOf(flags.map((f) => f.column));
  const failed = flags.map((f) => `(NOT ${f.column})::int`).join(' + ') || '0';
  const whichFailed = flags.length
    ? `CASE ${flags.map((f) => `WHEN NOT ${f.column} THEN ${f.index}`).join(' ')} ELSE ${PASS} END`
    : `${PASS}`;

  const branches: string[] = [];
  if (lists.length > 0) {
    branches.push(
      `SELECT CASE ${lists.map((i) => `WHEN GROUPING(${column(i)}) = 0 THEN ${i}`).join(' ')} END,
         COALESCE(${lists.map(column).join(', ')}), fs, count(*)::int, NULL::float8, NULL::float8, NULL::int[]
       FROM s WHERE nfail <= 1 GROUP BY GROUPING SETS (${lists.map((i) => `(${column(i)}, fs)`).join(', ')})`,
    );
  }
  const aggregates = [
    ...ranges.map(
      (j) =>
        `min(r${j})::float8 AS lo${j}, max(r${j})::float8 AS hi${j}, count(r${j}) FILTER (WHERE ${others(j)}) AS n${j}`,
    ),
    `count(*) FILTER (WHERE ${all}) AS total`,
  ];
  const figureRows = [
    ...ranges.map((j) => `(${j}, NULL::text, NULL::int, g.n${j}::int, g.lo${j}, g.hi${j}, NULL::int[])`),
    `(${TOTAL}, NULL::text, NULL::int, g.total::int, NULL::float8, NULL::float8, NULL::int[])`,
  ];
  branches.push(
    `SELECT x.* FROM (SELECT ${aggregates.join(', ')} FROM s) g, LATERAL (VALUES ${figureRows.join(', ')}) x`,
  );
  if (page) {
    const order = orderBy(page.sort, 's');
    branches.push(
      `SELECT ${PAGE}, NULL::text, NULL::int, NULL::int, NULL::float8, NULL::float8,
         (SELECT array_agg(s.id ORDER BY ${order}) FROM (SELECT * FROM s WHERE ${all}
          ORDER BY ${order} LIMIT ${sql.add(page.limit)} OFFSET ${sql.add(page.offset)}) s)`,
    );
  }
  // OFFSET 0 keeps the read apart, so the flags compare the values read instead of reading the
  // applied properties a second time.
  const rows = await db.query<ScanRow>(
    `WITH s AS MATERIALIZED (
       SELECT w.*, ${failed} AS nfail, ${whichFailed} AS fs FROM (
         SELECT v.*${flags.map((f) => `, coalesce(${f.condition}, false) AS ${f.column}`).join('')}
         FROM (SELECT ${read.join(', ')} FROM products p${zonePricesJoin(zone)}
               WHERE ${scope.where(sql)} OFFSET 0) v) w)
     SELECT f, v, fs, n, lo, hi, ids
     FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')}) AS scan(f, v, fs, n, lo, hi, ids)`,
    sql.values,
  );

  const figures: ScanFigures = { counts: definition.map(() => new Map()), ranges: new Map(), total: 0 };
  let pageIds: number[] = [];
  for (const row of rows) {
    if (row.f === TOTAL) figures.total = row.n ?? 0;
    else if (row.f === PAGE) pageIds = (row.ids ?? []).map(Number);
    else if (isRange(row.f)) figures.ranges.set(row.f, { n: row.n ?? 0, lo: row.lo, hi: row.hi });
    else if (row.v !== null && (row.fs === PASS || row.fs === row.f)) {
      const variants = figures.counts[row.f];
      variants?.set(row.v, (variants.get(row.v) ?? 0) + (row.n ?? 0));
    }
  }
  return { figures, pageIds };
}

/** The filter items of a definition from a scan's figures, with the values applied to each. */
function filterItems(
  definition: PropertyInfo[],
  figures: ScanFigures,
  applied: readonly FilterValue[],
): FilterItem[] {
  return definition.map((property, i): FilterItem => {
    const common = {
      id: property.id,
      code: property.code,
      title: property.title,
      type: property.type,
      unit: property.unit,
      applied: applied.find((v) => v.code === property.code) ?? null,
    };
    if (isRangeFilterType(property.type)) {
      const range = figures.ranges.get(i);
      return {
        ...common,
        stat: range?.n ?? 0,
        isManufacturer: false,
        variants: [],
        min: range?.lo ?? 0,
        max: range?.hi ?? 0,
      };
    }
    const variantCounts = figures.counts[i] ?? new Map<string, number>();
    return {
      ...common,
      stat: [...variantCounts.values()].reduce((n, c) => n + c, 0),
      isManufacturer: property.code === 'brand',
      // Every variant, with stat 0 where nothing matches: a URL may name any of them, and the
      // SDK's filter store keeps only those above 0 for display (§4.9).
      variants: property.variants.map((v) => ({
        value: v.value,
        title: v.title,
        stat: variantCounts.get(v.value) ?? 0,
      })),
      min: 0,
      max: 0,
    };
  });
}
