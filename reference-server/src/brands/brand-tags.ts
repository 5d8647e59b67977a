import type { BrandTag } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { HttpError } from '../http/http-error';
import { brandPageRowsOf } from './brand-rows';

/** A row of `brand_tags`. */
export interface BrandTagRow {
  code: string;
  title: string;
  text: string;
  brand_ids: number[];
  sort: number;
  updated_by: string;
  updated_at: Date | string;
}

const COLUMNS = 'code, title, text, brand_ids, sort, updated_by, updated_at';

/** Every brand tag in display order, once per database (a tag write is a catalogue write: it is forgotten then). */
export const brandTagRowsOf = perDatabase(async (db: Db) =>
  db.query<BrandTagRow>(`SELECT ${COLUMNS} FROM brand_tags ORDER BY sort, title, code`),
);

/** The brand tag of `code`; a 404 for none. */
export async function brandTagByCode(db: Db, code: string): Promise<BrandTagRow> {
  const tag = (await brandTagRowsOf(db)).find((t) => t.code === code);
  if (!tag) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
  return tag;
}

/** A brand tag's page address. */
export function brandTagUrl(code: string): string {
  return `/brands/tag/${code}/`;
}

/** A brand tag as staff see it. */
export async function toBrandTag(db: Db, row: BrandTagRow): Promise<BrandTag> {
  const brands = new Map((await brandPageRowsOf(db)).map((b) => [b.id, b.code]));
  return {
    code: row.code,
    url: brandTagUrl(row.code),
    title: row.title,
    text: row.text,
    brands: row.brand_ids.flatMap((id) => brands.get(id) ?? []),
    sort: row.sort,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The ids of brand codes; a 400 naming the codes no brand has. */
export async function brandIdsOf(db: Db, codes: readonly string[]): Promise<number[]> {
  const byCode = new Map((await brandPageRowsOf(db)).map((b) => [b.code, b.id]));
  const unknown = codes.filter((c) => !byCode.has(c));
  if (unknown.length > 0)
    throw new HttpError(400, 'validation', { brands: `Unknown brand codes: ${unknown.join(', ')}` });
  return [...new Set(codes.map((c) => byCode.get(c) as number))];
}

/** What a brand tag write sets. */
export interface BrandTagValues {
  title: string;
  text: string;
  brandIds: number[];
  sort: number;
}

/** Inserts a brand tag; null when the code is taken (of concurrent creates of one code, one wins). */
export async function insertBrandTag(
  db: Db,
  code: string,
  values: BrandTagValues,
  by: string,
): Promise<BrandTagRow | null> {
  const rows = await db.query<BrandTagRow>(
    `INSERT INTO brand_tags (code, title, text, brand_ids, sort, updated_by)
     VALUES ($1, $2, $3, $4::int[], $5, $6) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
    [code, values.title, values.text, values.brandIds, values.sort, by],
  );
  return rows[0] ?? null;
}

/** Changes a brand tag under its row lock: `change` gets the stored row and gives the new values. */
export async function updateBrandTag(
  db: Db,
  code: string,
  change: (row: BrandTagRow) => Promise<BrandTagValues>,
  by: string,
): Promise<BrandTagRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<BrandTagRow>(
      `SELECT ${COLUMNS} FROM brand_tags WHERE code = $1 FOR UPDATE`,
      [code],
    );
    if (!row) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
    const values = await change(row);
    const [updated] = await tx.query<BrandTagRow>(
      `UPDATE brand_tags SET title = $2, text = $3, brand_ids = $4::int[], sort = $5, updated_by = $6,
         updated_at = clock_timestamp() WHERE code = $1 RETURNING ${COLUMNS}`,
      [code, values.title, values.text, values.brandIds, values.sort, by],
    );
    return updated as BrandTagRow;
  });
}

/** Deletes a brand tag; a 404 for none. */
export async function deleteBrandTag(db: Db, code: string): Promise<void> {
  const rows = await db.query('DELETE FROM brand_tags WHERE code = $1 RETURNING code', [code]);
  if (rows.length === 0) throw new HttpError(404, 'tag_not_found', { common: 'Тег не найден' });
}
