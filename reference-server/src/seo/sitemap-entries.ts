import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** One address of the sitemap: a root-relative path and, where the store knows it, when it last changed. */
export interface SitemapEntry {
  readonly path: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  readonly lastmod: string | null;
}

/** The listings that are not a section, a brand or a tag: the catalogue's root and selections. */
const FIXED_PAGES = [
  '/',
  '/catalog/',
  '/catalog/new/',
  '/catalog/recommended/',
  '/sale/',
  '/brands/',
  '/promo/',
];

const DAY = `'YYYY-MM-DD'`;

/**
 * Every address the sitemap lists (issue 17), in a stable order: the fixed listings, every catalogue
 * section, brand, brand section holding products, brand tag, catalogue tag, promotion and product.
 * Read once per catalogue generation (every table it reads is a catalogue table whose writes bump it),
 * so a crawler's visits cost one walk of the catalogue per change, not one per request.
 */
export const sitemapEntriesOf = perDatabase(async (db: Db): Promise<readonly SitemapEntry[]> => {
  const [sections, brands, brandSections, brandTags, catalogTags, promotions, products] = await Promise.all([
    db.query<{ path: string }>('SELECT url AS path FROM sections ORDER BY depth, sort, id'),
    db.query<{ path: string }>(`SELECT '/brands/' || code || '/' AS path FROM brands ORDER BY title, id`),
    db.query<{ path: string }>(
      `SELECT DISTINCT '/brands/' || b.code || '/' || s.code || '/' AS path
       FROM (SELECT DISTINCT brand_id, unnest(ARRAY[top_id, mid_id, section_id]) AS section_id FROM products) p
       JOIN brands b ON b.id = p.brand_id JOIN sections s ON s.id = p.section_id
       ORDER BY path`,
    ),
    db.query<SitemapEntry>(
      `SELECT '/brands/tag/' || code || '/' AS path, to_char(updated_at AT TIME ZONE 'UTC', ${DAY}) AS lastmod
       FROM brand_tags ORDER BY sort, code`,
    ),
    db.query<SitemapEntry>(
      `SELECT '/tag/' || code || '/' AS path, to_char(updated_at AT TIME ZONE 'UTC', ${DAY}) AS lastmod
       FROM catalog_tags ORDER BY sort, code`,
    ),
    db.query<SitemapEntry>(
      `SELECT '/promo/' || code || '/' AS path, to_char(starts_on, ${DAY}) AS lastmod FROM promotions ORDER BY sort, id`,
    ),
    db.query<{ path: string }>(`SELECT '/product/' || code || '/' AS path FROM products ORDER BY id`),
  ]);
  const unknown = (rows: readonly { path: string }[]) => rows.map(({ path }) => ({ path, lastmod: null }));
  return [
    ...unknown(FIXED_PAGES.map((path) => ({ path }))),
    ...unknown(sections),
    ...unknown(brands),
    ...unknown(brandSections),
    ...brandTags,
    ...catalogTags,
    ...promotions,
    ...unknown(products),
  ];
});
