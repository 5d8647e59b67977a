import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** One address of the sitemap: a root-relative path and, where the store knows it, when it last changed. */
export interface SitemapEntry {
  readonly path: string;
  /** `YYYY-MM-DD`, or null when unknown. */
  readonly lastmod: string | null;
}

/** The listings that are not a section, a brand or a tag: home, the catalogue's root, the selections, the reviews. */
const FIXED_PAGES = [
  '/',
  '/sitemap/',
  '/catalog/',
  '/catalog/new/',
  '/catalog/recommended/',
  '/sale/',
  '/brands/',
  '/promo/',
  '/otzyvy/',
];

const DAY = `'YYYY-MM-DD'`;

/**
 * Every address the sitemap lists (issues 17, 18), in a stable order: the fixed listings, the static
 * pages, every catalogue section, brand, brand section holding products, brand tag, catalogue tag,
 * promotion and product.
 * Read once per catalogue generation (every table it reads is a catalogue table whose writes bump it),
 * so a crawler's visits cost one walk of the catalogue per change, not one per request.
 */
export const sitemapEntriesOf = perDatabase(async (db: Db): Promise<readonly SitemapEntry[]> => {
  const [sections, brands, brandLeaves, brandTags, catalogTags, promotions, products, statics] =
    await Promise.all([
      db.query<{ id: number; code: string; path: string; top_id: number; mid_id: number | null }>(
        'SELECT id, code, url AS path, top_id, mid_id FROM sections ORDER BY depth, sort, id',
      ),
      db.query<{ id: number; code: string }>('SELECT id, code FROM brands ORDER BY title, id'),
      db.query<{ brand_id: number; section_id: number }>(
        'SELECT DISTINCT brand_id, section_id FROM products',
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
      db.query<{ code: string }>('SELECT code FROM products ORDER BY id'),
      // The store's own pages (issue 18), dated by their last edit.
      db.query<SitemapEntry>(
        `SELECT path, to_char(updated_at AT TIME ZONE 'UTC', ${DAY}) AS lastmod FROM static_pages ORDER BY sort, path`,
      ),
    ]);
  // A brand's section pages: every section holding its products, the leaves' ancestors included.
  const sectionById = new Map(sections.map((s) => [s.id, s]));
  const brandCode = new Map(brands.map((b) => [b.id, b.code]));
  const brandSections = new Set<string>();
  for (const { brand_id, section_id } of brandLeaves) {
    const leaf = sectionById.get(section_id);
    const code = brandCode.get(brand_id);
    if (!leaf || code === undefined) continue;
    for (const id of [leaf.top_id, leaf.mid_id, leaf.id]) {
      const section = id === null ? undefined : sectionById.get(id);
      if (section) brandSections.add(`/brands/${code}/${section.code}/`);
    }
  }
  const unknown = (paths: Iterable<string>) => Array.from(paths, (path) => ({ path, lastmod: null }));
  return [
    ...unknown(FIXED_PAGES),
    ...statics,
    ...unknown(sections.map((s) => s.path)),
    ...unknown(brands.map((b) => `/brands/${b.code}/`)),
    ...unknown([...brandSections].sort()),
    ...brandTags,
    ...catalogTags,
    ...promotions,
    ...unknown(products.map((p) => `/product/${p.code}/`)),
  ];
});
