import type { SectionCard } from '@verstak/sdk/contract';
import { brandsOf } from '../catalog/brands';
import { sectionRowsOf, toSectionCard } from '../catalog/sections';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { searchWhere } from './search-scope';
import type { UnderstoodQuery } from './understand-query';

/** A brand a query names. */
export interface SearchBrand {
  code: string;
  title: string;
  url: string;
  productCount: number;
}

/** The sections most of a query's products are in (up to `limit`), each with how many it found there. */
async function loadFoundSections(db: Db, understood: UnderstoodQuery, limit: number): Promise<SectionCard[]> {
  if (!understood.tsquery) return [];
  const [rows, all] = await Promise.all([
    db.query<{ section_id: number; n: number }>(
      `SELECT p.section_id, count(*)::int AS n FROM products p WHERE ${searchWhere(understood, () => '$1')}
       GROUP BY p.section_id ORDER BY n DESC, p.section_id LIMIT $2`,
      [understood.tsquery, limit],
    ),
    sectionRowsOf(db),
  ]);
  const counts = new Map(rows.map((r) => [r.section_id, r.n]));
  return rows.flatMap((r) => {
    const row = all.find((s) => s.id === r.section_id);
    return row ? [toSectionCard(row, counts)] : [];
  });
}

/** The brands a query names by code, title or Russian name, each with how many products the query found of it. */
async function loadNamedBrands(db: Db, understood: UnderstoodQuery): Promise<SearchBrand[]> {
  const brands = [...(await brandsOf(db)).values()];
  const words = new Set(understood.words);
  const named = brands.filter((b) => words.has(b.code) || words.has(normalizedTitle(b.title)));
  if (named.length === 0) return [];
  const counts = await db.query<{ brand_id: number; n: number }>(
    `SELECT p.brand_id, count(*)::int AS n FROM products p
     WHERE p.brand_id = ANY($2::int[]) AND ${searchWhere(understood, () => '$1')} GROUP BY p.brand_id`,
    [understood.tsquery, named.map((b) => b.id)],
  );
  return named.map((b) => ({
    code: b.code,
    title: b.title,
    url: `/brands/${b.code}/`,
    productCount: counts.find((c) => c.brand_id === b.id)?.n ?? 0,
  }));
}

/** A brand's or section's title as a query word compares with it. */
export function normalizedTitle(title: string): string {
  return title
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[äöü]/g, (c) => ({ ä: 'a', ö: 'o', ü: 'u' })[c] ?? c)
    .replace(/[^a-zа-я0-9]+/g, '');
}

/** Queries whose sections and brands are kept per catalogue generation. */
const KEPT = 2000;
const sectionsByQuery = perDatabaseKeyed(
  (db: Db, key: string) => {
    const [limit, ...rest] = key.split('|');
    return loadFoundSections(db, JSON.parse(rest.join('|')) as UnderstoodQuery, Number(limit));
  },
  { maxKeys: KEPT },
);
const brandsByQuery = perDatabaseKeyed(
  (db: Db, key: string) => loadNamedBrands(db, JSON.parse(key) as UnderstoodQuery),
  { maxKeys: KEPT },
);

/** The sections most of a query's products are in, kept until the catalogue changes. */
export function foundSections(db: Db, understood: UnderstoodQuery, limit: number): Promise<SectionCard[]> {
  return sectionsByQuery(db, `${limit}|${JSON.stringify(understood)}`);
}

/** The brands a query names, kept until the catalogue changes. */
export function namedBrands(db: Db, understood: UnderstoodQuery): Promise<SearchBrand[]> {
  return brandsByQuery(db, JSON.stringify(understood));
}
