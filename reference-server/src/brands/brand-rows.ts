import type { BrandCard } from '@verstak/sdk/contract';
import type { SectionRow } from '../catalog/sections';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { HttpError } from '../http/http-error';
import { brandPictureUrl } from '../images/picture-urls';

/** A brand with its text, as its pages show it. */
export interface BrandPageRow {
  id: number;
  code: string;
  title: string;
  country: string;
  description: string;
}

/** Every brand with its text, in title order; loaded once per database (brands change with the seed). */
export const brandPageRowsOf = perDatabase(async (db: Db) =>
  (await db.query<BrandPageRow>('SELECT id, code, title, country, description FROM brands')).sort((a, b) =>
    a.title.localeCompare(b.title, 'ru'),
  ),
);

/** The brand of `code`; a 404 for a code no brand has. */
export async function brandByCode(db: Db, code: string): Promise<BrandPageRow> {
  const brand = (await brandPageRowsOf(db)).find((b) => b.code === code);
  if (!brand) throw new HttpError(404, 'brand_not_found', { common: 'Бренд не найден' });
  return brand;
}

/** How many products each brand has in each leaf section: brand id → leaf section id → count. */
export const brandLeafCounts = perDatabase(async (db: Db) => {
  const rows = await db.query<{ brand_id: number; section_id: number; n: number }>(
    'SELECT brand_id, section_id, count(*)::int AS n FROM products GROUP BY brand_id, section_id',
  );
  const byBrand = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const leaves = byBrand.get(row.brand_id) ?? new Map<number, number>();
    leaves.set(row.section_id, row.n);
    byBrand.set(row.brand_id, leaves);
  }
  return byBrand;
});

/** A brand's product count in every section that has some, its ancestors' included: section id → count. */
export function brandSectionCounts(
  leaves: ReadonlyMap<number, number> | undefined,
  all: readonly SectionRow[],
): Map<number, number> {
  const counts = new Map<number, number>();
  if (!leaves) return counts;
  const byId = new Map(all.map((s) => [s.id, s]));
  for (const [leafId, n] of leaves) {
    for (let s = byId.get(leafId); s; s = s.parent_id === null ? undefined : byId.get(s.parent_id))
      counts.set(s.id, (counts.get(s.id) ?? 0) + n);
  }
  return counts;
}

/** The count of a brand's products, all sections. */
export function brandTotal(leaves: ReadonlyMap<number, number> | undefined): number {
  let total = 0;
  for (const n of leaves?.values() ?? []) total += n;
  return total;
}

/** A brand's page address. */
export function brandUrl(code: string): string {
  return `/brands/${code}/`;
}

/** A brand as the brands page and a brand tag page list it. */
export function toBrandCard(brand: BrandPageRow, productCount: number): BrandCard {
  return {
    id: brand.id,
    code: brand.code,
    title: brand.title,
    url: brandUrl(brand.code),
    picture: brandPictureUrl(brand),
    country: brand.country,
    productCount,
  };
}
