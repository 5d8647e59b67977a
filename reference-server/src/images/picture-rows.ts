import type { Db } from '../db/database';

/** What a product's picture shows: its top section's tint, short title and title. */
export async function productPictureRow(
  db: Db,
  id: number,
): Promise<{ top_id: number; short_title: string; title: string } | undefined> {
  const [row] = await db.query<{ top_id: number; short_title: string; title: string }>(
    'SELECT top_id, short_title, title FROM products WHERE id = $1',
    [id],
  );
  return row;
}

/** What a section's picture shows. */
export async function sectionPictureRow(
  db: Db,
  id: number,
): Promise<{ top_id: number; title: string } | undefined> {
  const [row] = await db.query<{ top_id: number; title: string }>(
    'SELECT top_id, title FROM sections WHERE id = $1',
    [id],
  );
  return row;
}

/** A brand by code. */
export async function brandRow(db: Db, code: string): Promise<{ id: number; title: string } | undefined> {
  const [row] = await db.query<{ id: number; title: string }>(
    'SELECT id, title FROM brands WHERE code = $1',
    [code],
  );
  return row;
}

/** A slide by id. */
export async function slideRow(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.query<{ id: number; name: string }>('SELECT id, name FROM slides WHERE id = $1', [
    id,
  ]);
  return row;
}
