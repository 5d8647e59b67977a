import type { Breadcrumb, SectionCard } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { sectionPictureUrl } from '../images/picture-urls';

/** A row of `sections`. */
export interface SectionRow {
  id: number;
  parent_id: number | null;
  depth: number;
  code: string;
  url: string;
  title: string;
  grp: string;
  description: string;
  noun: string;
  sort: number;
  top_id: number;
  mid_id: number | null;
}

/** Every section in tree order (parents before children, by sort). */
export async function listSectionRows(db: Db): Promise<SectionRow[]> {
  return db.query<SectionRow>('SELECT * FROM sections ORDER BY depth, parent_id NULLS FIRST, sort');
}

/** {@link listSectionRows}, once per database: the tree only changes with the seed. Do not mutate it. */
export const sectionRowsOf = perDatabase<readonly SectionRow[]>(listSectionRows);

/** Product counts per section, descendants included. */
async function countProducts(db: Db): Promise<Map<number, number>> {
  const rows = await db.query<{ section_id: number; mid_id: number; top_id: number; n: number }>(
    'SELECT section_id, mid_id, top_id, count(*) AS n FROM products GROUP BY section_id, mid_id, top_id',
  );
  const counts = new Map<number, number>();
  const add = (id: number, n: number) => counts.set(id, (counts.get(id) ?? 0) + n);
  for (const r of rows) {
    add(r.section_id, r.n);
    add(r.mid_id, r.n);
    add(r.top_id, r.n);
  }
  return counts;
}

/**
 * {@link countProducts}, once per database: products are only written by the seed, which forgets
 * it. A section's children's counts are read from it too. Do not mutate it.
 */
export const productCounts = perDatabase<ReadonlyMap<number, number>>(countProducts);

/** The products column that scopes a section of this depth (its descendants' products included). */
export function scopeColumn(depth: number): 'top_id' | 'mid_id' | 'section_id' {
  return depth === 1 ? 'top_id' : depth === 2 ? 'mid_id' : 'section_id';
}

/** The picture of a section, drawn by the images route. */
export function sectionPicture(row: SectionRow): string {
  return sectionPictureUrl(row);
}

/** A section as a card. */
export function toSectionCard(row: SectionRow, counts: ReadonlyMap<number, number>): SectionCard {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    shortDescription: row.description,
    picture: sectionPicture(row),
    productCount: counts.get(row.id) ?? 0,
  };
}

/** A link to a section, for breadcrumb dropdowns. */
const link = (row: SectionRow) => ({ title: row.title, url: row.url });

/**
 * The breadcrumbs of a catalogue page (§2.4–2.5): Главная → Каталог → the section chain → `last`, each
 * section item with its siblings in the dropdown. The last item keeps its url; it is shown as text.
 */
export function catalogBreadcrumbs(
  all: readonly SectionRow[],
  section: SectionRow | null,
  last?: { title: string; url: string },
): Breadcrumb[] {
  const crumbs: Breadcrumb[] = [
    { title: 'Главная', url: '/', sections: [], tags: [] },
    { title: 'Каталог', url: '/catalog/', sections: all.filter((s) => s.depth === 1).map(link), tags: [] },
  ];
  const chain: SectionRow[] = [];
  for (let s = section; s; s = all.find((x) => x.id === s?.parent_id) ?? null) chain.unshift(s);
  for (const s of chain) {
    crumbs.push({
      title: s.title,
      url: s.url,
      sections: all.filter((x) => x.parent_id === s.parent_id && x.id !== s.id).map(link),
      tags: [],
    });
  }
  if (last) crumbs.push({ title: last.title, url: last.url, sections: [], tags: [] });
  return crumbs;
}
