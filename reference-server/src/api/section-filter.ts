import {
  FILTER_NOT_FOUND_MESSAGE,
  type FilterItem,
  FilterPathError,
  type FilterValue,
  isRangeFilterType,
  parseFilterConditions,
} from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from './http-error';
import type { PropertyInfo } from './properties';
import type { SectionRow } from './sections';
import { scopeColumn } from './sections';
import { SqlParams } from './sql-params';

/** The filters a section offers: the properties of its leaf sections, in property order. */
export async function sectionDefinition(
  db: Db,
  section: SectionRow,
  properties: Map<string, PropertyInfo>,
): Promise<PropertyInfo[]> {
  const rows = await db.query<{ property_id: number }>(
    `SELECT DISTINCT sp.property_id FROM section_properties sp JOIN sections s ON s.id = sp.section_id
     WHERE s.id = $1 OR s.mid_id = $1 OR s.top_id = $1`,
    [section.id],
  );
  const ids = new Set(rows.map((r) => r.property_id));
  return [...properties.values()].filter((p) => ids.has(p.id)).sort((a, b) => a.sort - b.sort);
}

/** Parses the `filter` param against a definition; an unknown condition is a 400 (§5, §8). */
export function parseApplied(filter: string | undefined, definition: PropertyInfo[]): FilterValue[] {
  if (!filter) return [];
  try {
    const values = parseFilterConditions(filter, definition);
    const order = new Map(definition.map((d, i) => [d.code, i]));
    return values.sort((a, b) => (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0));
  } catch (error) {
    if (error instanceof FilterPathError)
      throw new HttpError(400, 'validation', { filter: FILTER_NOT_FOUND_MESSAGE });
    throw error;
  }
}

/** A property's value in a products row `p`: the price column, or the property in `props`. */
function valueExpr(property: PropertyInfo, sql: SqlParams, row = 'p'): string {
  if (property.code === 'price') return `${row}.price`;
  const key = sql.add(property.code);
  return isRangeFilterType(property.type) ? `(${row}.props->>${key})::numeric` : `(${row}.props->>${key})`;
}

/** The SQL condition one applied value puts on a products row; `TRUE` for a value that chooses nothing. */
function valueCondition(value: FilterValue, property: PropertyInfo, sql: SqlParams, row = 'p'): string {
  const expr = valueExpr(property, sql, row);
  const parts: string[] = [];
  if (value.kind === 'range') {
    if (value.from !== undefined) parts.push(`${expr} >= ${sql.add(value.from)}`);
    if (value.to !== undefined) parts.push(`${expr} <= ${sql.add(value.to)}`);
  } else if (value.values.length > 0) {
    parts.push(`${expr} = ANY(${sql.add(value.values)}::text[])`);
  }
  return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
}

/** The WHERE clause of a section scope plus the given applied values. */
export function whereClause(
  section: SectionRow,
  values: readonly FilterValue[],
  definition: PropertyInfo[],
  sql: SqlParams,
): string {
  const parts = [`p.${scopeColumn(section.depth)} = ${sql.add(section.id)}`];
  for (const value of values) {
    const property = definition.find((d) => d.code === value.code);
    if (property) parts.push(valueCondition(value, property, sql));
  }
  return parts.join(' AND ');
}

/** `a AND b AND …` of boolean columns, `TRUE` for none. */
function allOf(columns: readonly string[]): string {
  return columns.length > 0 ? columns.join(' AND ') : 'TRUE';
}

/**
 * The filter items with facet counts (§3 `stat`) in one scan of the section's products. Each row
 * gets its filter values as columns and a flag per applied value; one GROUPING SETS pass then gives,
 * per list filter, the count of each variant among the rows matching all OTHER applied values, and,
 * in its empty set, the bounds and counts of the range filters and the total under every value.
 */
export async function facetItems(
  db: Db,
  section: SectionRow,
  definition: PropertyInfo[],
  applied: readonly FilterValue[],
): Promise<{ items: FilterItem[]; total: number }> {
  const sql = new SqlParams();
  const flags: Array<{ code: string; column: string; condition: string }> = [];
  for (const value of applied) {
    const property = definition.find((d) => d.code === value.code);
    if (property) {
      flags.push({
        code: value.code,
        column: `m${flags.length}`,
        condition: valueCondition(value, property, sql),
      });
    }
  }
  /** The flags that count for a filter: all but its own. */
  const others = (code: string) => allOf(flags.filter((f) => f.code !== code).map((f) => f.column));
  const lists = definition.filter((p) => !isRangeFilterType(p.type));
  const ranges = definition.filter((p) => isRangeFilterType(p.type));

  const columns = [
    ...lists.map((p, i) => `${valueExpr(p, sql)} AS l${i}`),
    ...ranges.map((p, j) => `${valueExpr(p, sql)}::float8 AS r${j}`),
    ...flags.map((f) => `(${f.condition}) AS ${f.column}`),
  ];
  const aggregates = [
    ...lists.map(
      (p, i) => `GROUPING(l${i}) AS g${i}, count(*) FILTER (WHERE ${others(p.code)})::int AS n${i}`,
    ),
    ...ranges.map(
      (p, j) =>
        `min(r${j}) AS lo${j}, max(r${j}) AS hi${j}, (count(r${j}) FILTER (WHERE ${others(p.code)}))::int AS rn${j}`,
    ),
    `count(*) FILTER (WHERE ${allOf(flags.map((f) => f.column))})::int AS total`,
  ];
  const sets = [...lists.map((_, i) => `(l${i})`), '()'];
  const rows = await db.query<Record<string, string | number | null>>(
    `WITH s AS MATERIALIZED (SELECT ${columns.length > 0 ? columns.join(', ') : 'TRUE AS t'} FROM products p
       WHERE p.${scopeColumn(section.depth)} = ${sql.add(section.id)})
     SELECT ${[...lists.map((_, i) => `l${i}`), ...aggregates].join(', ')} FROM s GROUP BY GROUPING SETS (${sets.join(', ')})`,
    sql.values,
  );
  /** The row of the empty grouping set: whole-scope figures. */
  const whole = rows.find((r) => lists.every((_, i) => r[`g${i}`] === 1)) ?? {};
  const total = Number(whole.total ?? 0);
  const variantCounts = lists.map((_, i) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = row[`l${i}`];
      if (row[`g${i}`] === 0 && value !== null && value !== undefined)
        counts.set(String(value), Number(row[`n${i}`]));
    }
    return counts;
  });
  const items = definition.map((property): FilterItem => {
    const appliedValue = applied.find((v) => v.code === property.code) ?? null;
    const common = {
      id: property.id,
      code: property.code,
      title: property.title,
      type: property.type,
      unit: property.unit,
    };
    if (isRangeFilterType(property.type)) {
      const j = ranges.indexOf(property);
      return {
        ...common,
        stat: Number(whole[`rn${j}`] ?? 0),
        isManufacturer: false,
        variants: [],
        min: Number(whole[`lo${j}`] ?? 0),
        max: Number(whole[`hi${j}`] ?? 0),
        applied: appliedValue,
      };
    }
    const counts = variantCounts[lists.indexOf(property)] ?? new Map<string, number>();
    return {
      ...common,
      stat: [...counts.values()].reduce((n, c) => n + c, 0),
      isManufacturer: property.code === 'brand',
      // Every variant, with stat 0 where nothing matches: a URL may name any of them, and the
      // SDK's filter store keeps only those above 0 for display (§4.9).
      variants: property.variants.map((v) => ({
        value: v.value,
        title: v.title,
        stat: counts.get(v.value) ?? 0,
      })),
      min: 0,
      max: 0,
      applied: appliedValue,
    };
  });
  return { items, total };
}
