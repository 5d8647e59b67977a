import type { Db } from '../db/database';
import type {
  BrandPictureSubject,
  ProductPictureSubject,
  PromoPictureSubject,
  PublicationPictureSubject,
  SectionPictureSubject,
  SlidePictureSubject,
} from './picture-urls';

/** What a product's pictures are drawn from: its versioned subject, and its section, brand and article. */
export interface ProductPictureRow extends ProductPictureSubject {
  section_title: string;
  brand_id: number;
  brand_code: string;
  brand_title: string;
  article: string;
}

/** What a product's pictures are drawn from, by id. */
export async function productPictureRow(db: Db, id: number): Promise<ProductPictureRow | undefined> {
  const [row] = await db.query<ProductPictureRow>(
    `SELECT p.id, p.top_id, p.short_title, p.title, p.article, s.title AS section_title,
       b.id AS brand_id, b.code AS brand_code, b.title AS brand_title
     FROM products p JOIN sections s ON s.id = p.section_id JOIN brands b ON b.id = p.brand_id WHERE p.id = $1`,
    [id],
  );
  return row;
}

/** What a section's picture is drawn from: its versioned subject and the titles of its leaves. */
export interface SectionPictureRow extends SectionPictureSubject {
  /** Its own title first, then its leaf sections' in menu order: the first that names a kind of product draws it. */
  kind_titles: string[];
}

/** What a section's picture is drawn from, by id. */
export async function sectionPictureRow(db: Db, id: number): Promise<SectionPictureRow | undefined> {
  const [row] = await db.query<SectionPictureRow>(
    `SELECT s.id, s.top_id, s.title,
       array_prepend(s.title, ARRAY(SELECT l.title FROM sections l
         WHERE (l.top_id = s.id OR l.mid_id = s.id) AND NOT EXISTS (SELECT 1 FROM sections c WHERE c.parent_id = l.id)
         ORDER BY l.sort, l.id)) AS kind_titles
     FROM sections s WHERE s.id = $1`,
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

/** A publication's picture subject by id. */
export async function publicationPictureRow(
  db: Db,
  id: number,
): Promise<PublicationPictureSubject | undefined> {
  const [row] = await db.query<PublicationPictureSubject>(
    'SELECT id, kind, title FROM publications WHERE id = $1',
    [id],
  );
  return row;
}
