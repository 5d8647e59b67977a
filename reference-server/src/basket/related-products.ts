import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { runAll } from '../db/run-all';

/** How many products go with a line (§3 cart item relatedProducts). */
export const RELATED_PER_LINE = 4;

/** The most popular available products of a section (one more than needed, to leave the line's own out). */
const popularOf = perDatabaseKeyed(async (db: Db, sectionId: number) =>
  (
    await db.query<{ id: number }>(
      `SELECT id FROM products WHERE section_id = $1 AND is_available ORDER BY popularity DESC, id LIMIT $2`,
      [sectionId, RELATED_PER_LINE + 1],
    )
  ).map((r) => r.id),
);

/** Products that go with each line: the popular ones of its section, itself left out. */
export async function relatedOf(
  db: Db,
  lines: ReadonlyArray<{ id: number; section_id: number }>,
): Promise<Map<number, number[]>> {
  const sections = [...new Set(lines.map((l) => l.section_id))];
  const popular = new Map(
    await runAll(
      db,
      sections.map((s) => async () => [s, await popularOf(db, s)] as const),
    ),
  );
  return new Map(
    lines.map((l) => [
      l.id,
      (popular.get(l.section_id) ?? []).filter((id) => id !== l.id).slice(0, RELATED_PER_LINE),
    ]),
  );
}
