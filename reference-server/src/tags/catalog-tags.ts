import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { HttpError } from '../http/http-error';

/** A row of `catalog_tags`. */
export interface CatalogTagRow {
  code: string;
  title: string;
  text: string;
  meta_title: string;
  meta_description: string;
  section_id: number | null;
  brand_ids: number[];
  conditions: string;
  sort: number;
  updated_by: string;
  updated_at: Date | string;
}

const COLUMNS =
  'code, title, text, meta_title, meta_description, section_id, brand_ids, conditions, sort, updated_by, updated_at';

/** What a catalogue tag write sets. */
export type CatalogTagValues = Omit<CatalogTagRow, 'code' | 'updated_by' | 'updated_at'>;

/** Every catalogue tag in display order, once per database (a tag write is a catalogue write: forgotten then). */
export const catalogTagRowsOf = perDatabase(async (db: Db) =>
  db.query<CatalogTagRow>(`SELECT ${COLUMNS} FROM catalog_tags ORDER BY sort, title, code`),
);

/** The catalogue tag of `code`; a 404 for none. */
export async function catalogTagByCode(db: Db, code: string): Promise<CatalogTagRow> {
  const tag = (await catalogTagRowsOf(db)).find((t) => t.code === code);
  if (!tag) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
  return tag;
}

/** A catalogue tag's page address. */
export function catalogTagUrl(code: string): string {
  return `/tag/${code}/`;
}

const VALUES = [
  'title',
  'text',
  'meta_title',
  'meta_description',
  'section_id',
  'brand_ids',
  'conditions',
  'sort',
] as const;

function valuesOf(v: CatalogTagValues) {
  return [v.title, v.text, v.meta_title, v.meta_description, v.section_id, v.brand_ids, v.conditions, v.sort];
}

/** Inserts a catalogue tag; null when the code is taken (of concurrent creates of one code, one wins). */
export async function insertCatalogTag(
  db: Db,
  code: string,
  values: CatalogTagValues,
  by: string,
): Promise<CatalogTagRow | null> {
  const rows = await db.query<CatalogTagRow>(
    `INSERT INTO catalog_tags (code, ${VALUES.join(', ')}, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10)
     ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
    [code, ...valuesOf(values), by],
  );
  return rows[0] ?? null;
}

/**
 * Changes a catalogue tag: `change` gets the stored row and gives the new values (it may read the
 * database: it runs outside any transaction). The write holds only if the row is still the one read;
 * otherwise a concurrent edit came first and the change is made again over it, so no edit is lost.
 */
export async function updateCatalogTag(
  db: Db,
  code: string,
  change: (row: CatalogTagRow) => Promise<CatalogTagValues>,
  by: string,
): Promise<CatalogTagRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db.query<CatalogTagRow & { version: string }>(
      `SELECT ${COLUMNS}, updated_at::text AS version FROM catalog_tags WHERE code = $1`,
      [code],
    );
    if (!row) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
    const values = await change(row);
    const [updated] = await db.query<CatalogTagRow>(
      `UPDATE catalog_tags SET ${VALUES.map((c, i) => `${c} = $${i + 2}${c === 'brand_ids' ? '::int[]' : ''}`).join(', ')},
         updated_by = $${VALUES.length + 2}, updated_at = clock_timestamp()
       WHERE code = $1 AND updated_at::text = $${VALUES.length + 3} RETURNING ${COLUMNS}`,
      [code, ...valuesOf(values), by, row.version],
    );
    if (updated) return updated;
  }
  throw new HttpError(409, 'conflict', {
    common: 'The tag is being changed by someone else right now: try again',
  });
}

/** Deletes a catalogue tag; a 404 for none. */
export async function deleteCatalogTag(db: Db, code: string): Promise<void> {
  const rows = await db.query('DELETE FROM catalog_tags WHERE code = $1 RETURNING code', [code]);
  if (rows.length === 0) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
}
