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

function valueExpr(property: PropertyInfo, sql: SqlParams): string {
  if (property.code === 'price') return 'p.price';
  const key = sql.add(property.code);
  return isRangeFilterType(property.type) ? `(p.props->>${key})::numeric` : `(p.props->>${key})`;
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
    if (!property) continue;
    const expr = valueExpr(property, sql);
    if (value.kind === 'range') {
      if (value.from !== undefined) parts.push(`${expr} >= ${sql.add(value.from)}`);
      if (value.to !== undefined) parts.push(`${expr} <= ${sql.add(value.to)}`);
    } else if (value.values.length > 0) {
      parts.push(`${expr} = ANY(${sql.add(value.values)}::text[])`);
    }
  }
  return parts.join(' AND ');
}

/**
 * The filter items with facet counts (§3 `stat`), in one statement: for each filter, the products
 * matching all OTHER applied filters, per variant for list filters; the section's bounds for ranges;
 * and the total under every applied filter.
 */
export async function facetItems(
  db: Db,
  section: SectionRow,
  definition: PropertyInfo[],
  applied: readonly FilterValue[],
): Promise<{ items: FilterItem[]; total: number }> {
  const sql = new SqlParams();
  const selects = definition.map((property, i) => {
    const others = applied.filter((v) => v.code !== property.code);
    if (isRangeFilterType(property.type)) {
      const filtered = whereClause(section, others, definition, sql);
      const expr = valueExpr(property, sql);
      return `SELECT ${i} AS idx, NULL AS value, count(*) FILTER (WHERE ${filtered})::int AS n, min(${expr})::float8 AS lo, max(${expr})::float8 AS hi
              FROM products p WHERE p.${scopeColumn(section.depth)} = ${sql.add(section.id)} AND ${expr} IS NOT NULL`;
    }
    const where = whereClause(section, others, definition, sql);
    const expr = valueExpr(property, sql);
    return `SELECT ${i} AS idx, ${expr} AS value, count(*)::int AS n, NULL::float8 AS lo, NULL::float8 AS hi
            FROM products p WHERE ${where} AND ${expr} IS NOT NULL GROUP BY 2`;
  });
  selects.push(
    `SELECT -1 AS idx, NULL AS value, count(*)::int AS n, NULL::float8, NULL::float8 FROM products p WHERE ${whereClause(section, applied, definition, sql)}`,
  );
  const rows = await db.query<{
    idx: number;
    value: string | null;
    n: number;
    lo: number | null;
    hi: number | null;
  }>(selects.join('\nUNION ALL\n'), sql.values);

  const total = rows.find((r) => r.idx === -1)?.n ?? 0;
  const items = definition.map((property, i): FilterItem => {
    const mine = rows.filter((r) => r.idx === i);
    const appliedValue = applied.find((v) => v.code === property.code) ?? null;
    if (isRangeFilterType(property.type)) {
      const row = mine[0];
      return {
        id: property.id,
        code: property.code,
        title: property.title,
        type: property.type,
        unit: property.unit,
        stat: row?.n ?? 0,
        isManufacturer: false,
        variants: [],
        min: row?.lo ?? 0,
        max: row?.hi ?? 0,
        applied: appliedValue,
      };
    }
    const counts = new Map(mine.map((r) => [r.value ?? '', r.n]));
    return {
      id: property.id,
      code: property.code,
      title: property.title,
      type: property.type,
      unit: property.unit,
      stat: mine.reduce((n, r) => n + r.n, 0),
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
