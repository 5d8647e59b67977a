import {
  FILTER_NOT_FOUND_MESSAGE,
  FilterPathError,
  type FilterValue,
  parseFilterConditions,
} from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { HttpError } from '../http/http-error';
import type { PropertyInfo } from './properties';
import { type SectionRow, sectionRowsOf } from './sections';

/** Which properties each section offers, its descendants' included: loaded once per database. */
const sectionPropertyIds = perDatabase(async (db: Db) => {
  const rows = await db.query<{
    property_id: number;
    section_id: number;
    mid_id: number | null;
    top_id: number;
  }>(
    `SELECT sp.property_id, s.id AS section_id, s.mid_id, s.top_id
     FROM section_properties sp JOIN sections s ON s.id = sp.section_id`,
  );
  const bySection = new Map<number, Set<number>>();
  for (const row of rows) {
    for (const id of [row.section_id, row.mid_id, row.top_id]) {
      if (id === null) continue;
      const ids = bySection.get(id) ?? new Set<number>();
      ids.add(row.property_id);
      bySection.set(id, ids);
    }
  }
  return bySection;
});

/** The filters a section offers: the properties of its leaf sections, in property order. */
export async function sectionDefinition(
  db: Db,
  section: SectionRow,
  properties: Map<string, PropertyInfo>,
): Promise<PropertyInfo[]> {
  const ids = (await sectionPropertyIds(db)).get(section.id) ?? new Set<number>();
  return [...properties.values()].filter((p) => ids.has(p.id)).sort((a, b) => a.sort - b.sort);
}

/**
 * The filters of a listing across sections (the new arrivals, later the sale or a brand): those
 * every leaf section offers, so each one means something for every product it may show.
 */
export async function catalogueWideDefinition(
  db: Db,
  properties: Map<string, PropertyInfo>,
): Promise<PropertyInfo[]> {
  const [all, bySection] = await Promise.all([sectionRowsOf(db), sectionPropertyIds(db)]);
  const leaves = all.filter((s) => !all.some((child) => child.parent_id === s.id));
  return [...properties.values()]
    .filter((p) => leaves.length > 0 && leaves.every((leaf) => bySection.get(leaf.id)?.has(p.id)))
    .sort((a, b) => a.sort - b.sort);
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
