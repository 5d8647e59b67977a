import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';

/** How many products go with a line (§3 cart item relatedProducts). */
export const RELATED_PER_LINE = 4;

/**
 * The most popular available products of each section (one more than needed, to leave the line's
 * own out), in one statement for all of them.
 */
async function popularIn(db: Db, sectionIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await db.query<{ section_id: number; ids: number[] }>(
    `SELECT s.id AS section_id, ARRAY(SELECT id FROM products WHERE section_id = s.id AND is_available
       ORDER BY popularity DESC, id LIMIT $2) AS ids
     FROM unnest($1::int[]) AS s(id)`,
    [sectionIds, RELATED_PER_LINE + 1],
  );
  return new Map(rows.map((row) => [row.section_id, row.ids]));
}

/** {@link popularIn} of one section, once per database. */
const popularOf = perDatabaseKeyed(
  async (db: Db, sectionId: number) => (await popularIn(db, [sectionId])).get(sectionId) ?? [],
);

/**
 * Products that go with each line: the popular ones of its section, itself left out. Outside a
 * transaction each section's come from the memo; inside one (not memoized there) all are one read.
 */
export async function relatedOf(
  db: Db,
  lines: ReadonlyArray<{ id: number; section_id: number }>,
): Promise<Map<number, number[]>> {
  const sections = [...new Set(lines.map((l) => l.section_id))];
  if (sections.length === 0) return new Map();
  const popular = db.inTransaction
    ? await popularIn(db, sections)
    : new Map(await Promise.all(sections.map(async (s) => [s, await popularOf(db, s)] as const)));
  return new Map(
    lines.map((l) => [
      l.id,
      (popular.get(l.section_id) ?? []).filter((id) => id !== l.id).slice(0, RELATED_PER_LINE),
    ]),
  );
}
