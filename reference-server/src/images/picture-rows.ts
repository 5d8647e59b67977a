import type { Db } from '../db/database';
import type {
  BrandPictureSubject,
  ProductPictureSubject,
  PromoPictureSubject,
  SectionPictureSubject,
  SlidePictureSubject,
} from './picture-urls';

/** What a product's pictures are drawn from, by id. */
export async function productPictureRow(db: Db, id: number): Promise<ProductPictureSubject | undefined> {
  const [row] = await db.query<ProductPictureSubject>(
    'SELECT id, top_id, short_title, title FROM products WHERE id = $1',
    [id],
  );
  return row;
}

/** What a section's picture is drawn from, by id. */
export async function sectionPictureRow(db: Db, id: number): Promise<SectionPictureSubject | undefined> {
  const [row] = await db.query<SectionPictureSubject>(
    'SELECT id, top_id, title FROM sections WHERE id = $1',
    [id],
  );
  return row;
}

/** What a brand's picture is drawn from, by code. */
export async function brandRow(db: Db, code: string): Promise<BrandPictureSubject | undefined> {
  const [row] = await db.query<BrandPictureSubject>('SELECT id, code, title FROM brands WHERE code = $1', [
    code,
  ]);
  return row;
}

/** What a slide's picture is drawn from, by id. */
export async function slideRow(db: Db, id: number): Promise<SlidePictureSubject | undefined> {
  const [row] = await db.query<SlidePictureSubject>('SELECT id, name FROM slides WHERE id = $1', [id]);
  return row;
}

/** What a promotion's banner is drawn from, by code. */
export async function promoPictureRow(db: Db, code: string): Promise<PromoPictureSubject | undefined> {
  const [row] = await db.query<PromoPictureSubject>(
    'SELECT id, code, title, preview FROM promotions WHERE code = $1',
    [code],
  );
  return row;
}
