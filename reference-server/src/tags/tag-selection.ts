import { FilterPathError, type FilterValue, parseFilterConditions } from '@verstak/sdk/contract';
import type { ProductScope } from '../catalog/product-scope';
import { type PropertyInfo, propertiesOf } from '../catalog/properties';
import { conditionsWhere } from '../catalog/scan-scope';
import { catalogueWideDefinition, sectionDefinition } from '../catalog/section-filter';
import { type SectionRow, scopeColumn, sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { HttpError } from '../http/http-error';

/** The rules of a catalogue tag's selection, as stored. */
export interface TagRules {
  section_id: number | null;
  brand_ids: number[];
  conditions: string;
}

/** The §5 conditions of a rule, parsed against every property (a tag may name any of them). */
async function ruleValues(db: Db, conditions: string): Promise<FilterValue[]> {
  if (!conditions) return [];
  const properties = [...(await propertiesOf(db)).values()];
  try {
    return parseFilterConditions(conditions, properties);
  } catch (error) {
    if (error instanceof FilterPathError)
      throw new HttpError(400, 'validation', {
        filter: `Not §5 filter conditions this catalogue knows: ${error.message} (e.g. price-from-5000/warranty-is-36)`,
      });
    throw error;
  }
}

/** The predicate over products row `p` that the rules pick. */
function rulesWhere(
  rules: TagRules,
  section: SectionRow | null,
  values: readonly FilterValue[],
  definition: readonly PropertyInfo[],
) {
  return (sql: SqlParams) => {
    const parts: string[] = [];
    if (section) parts.push(`p.${scopeColumn(section.depth)} = ${sql.add(section.id)}`);
    if (rules.brand_ids.length > 0) parts.push(`p.brand_id = ANY(${sql.add(rules.brand_ids)}::int[])`);
    parts.push(...conditionsWhere(values, definition, sql));
    return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
  };
}

/**
 * A tag's selection as a listing scope: its section's filters (the catalogue-wide ones without a
 * section), the products its section, brands and conditions pick. `version` tells the figures of
 * one version of the rules from the next.
 */
export async function tagScope(
  db: Db,
  code: string,
  rules: TagRules,
  version: string,
): Promise<ProductScope & { section: SectionRow | null }> {
  const [all, properties] = await Promise.all([sectionRowsOf(db), propertiesOf(db)]);
  const section = rules.section_id === null ? null : (all.find((s) => s.id === rules.section_id) ?? null);
  const definition = section
    ? await sectionDefinition(db, section, properties)
    : await catalogueWideDefinition(db, properties);
  const values = await ruleValues(db, rules.conditions);
  return {
    key: `tag:${code}:${version}`,
    where: rulesWhere(rules, section, values, [...properties.values()]),
    // Property conditions and brands over the catalogue: no index reads them in order.
    keepsOrders: true,
    definition,
    section,
  };
}

/** The section of a rule's catalogue path; a 400 for a path no section has. */
export async function sectionIdOf(db: Db, path: string): Promise<number | null> {
  if (!path) return null;
  const section = (await sectionRowsOf(db)).find((s) => s.url === path);
  if (!section) throw new HttpError(400, 'validation', { section: `No catalogue section at ${path}` });
  return section.id;
}

/** How many products rules pick now (conditions the catalogue no longer knows pick by the rest). */
export async function countSelection(db: Db, rules: TagRules): Promise<number> {
  const [values, all, properties] = await Promise.all([
    ruleValues(db, rules.conditions).catch(() => [] as FilterValue[]),
    sectionRowsOf(db),
    propertiesOf(db),
  ]);
  const section = rules.section_id === null ? null : (all.find((s) => s.id === rules.section_id) ?? null);
  const sql = new SqlParams();
  const where = rulesWhere(rules, section, values, [...properties.values()])(sql);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    sql.values,
  );
  return row?.n ?? 0;
}

/**
 * Checks rules before they are stored: at least one rule (a tag is a selection, not the whole
 * catalogue), conditions the catalogue knows, and at least one product picked.
 */
export async function checkRules(db: Db, rules: TagRules): Promise<void> {
  if (rules.section_id === null && rules.brand_ids.length === 0 && !rules.conditions)
    throw new HttpError(400, 'validation', {
      section: 'A tag selects products by a section, brands or filter conditions: give at least one',
    });
  await ruleValues(db, rules.conditions);
  if ((await countSelection(db, rules)) === 0)
    throw new HttpError(400, 'validation', {
      filter: 'The selection holds no products: widen the section, brands or conditions',
    });
}
