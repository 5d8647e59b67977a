import type { Db } from '../db/database';

/** A row of `slides`. */
export interface SlideRow {
  id: number;
  name: string;
  link: string;
  type: string;
  position: number;
  is_static: boolean;
  erid: string | null;
  advertiser_name: string | null;
  advertiser_data: string | null;
}

/** The home page's slides in their order. */
export async function slideRows(db: Db): Promise<SlideRow[]> {
  return db.query<SlideRow>(
    'SELECT id, name, link, type, position, is_static, erid, advertiser_name, advertiser_data FROM slides ORDER BY position, id',
  );
}

/** The brands with the most products, most first. */
export async function topBrandRows(
  db: Db,
  limit: number,
): Promise<Array<{ id: number; code: string; title: string }>> {
  return db.query(
    `SELECT b.id, b.code, b.title FROM brands b JOIN products p ON p.brand_id = b.id
     GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT $1`,
    [limit],
  );
}
