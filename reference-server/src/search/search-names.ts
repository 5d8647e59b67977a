import type { SectionCard } from '@verstak/sdk/contract';
import { brandsOf } from '../catalog/brands';
import { sectionRowsOf, toSectionCard } from '../catalog/sections';
import type { Db } from '../db/database';
import { queryFacts } from './query-facts';
import type { UnderstoodQuery } from './understand-query';

/** A brand a query names. */
export interface SearchBrand {
  code: string;
  title: string;
  url: string;
  productCount: number;
}

/** The sections most of a query's products are in (up to `limit`), each with how many it found there. */
export async function foundSections(
  db: Db,
  understood: UnderstoodQuery,
  limit: number,
): Promise<SectionCard[]> {
  const [facts, all] = await Promise.all([queryFacts(db, understood), sectionRowsOf(db)]);
  const top = facts.sections.slice(0, limit);
  const counts = new Map(top);
  return top.flatMap(([id]) => {
    const row = all.find((s) => s.id === id);
    return row ? [toSectionCard(row, counts)] : [];
  });
}

/** The brands a query names by code, title or Russian name, each with how many products the query found of it. */
export async function namedBrands(db: Db, understood: UnderstoodQuery): Promise<SearchBrand[]> {
  const words = new Set(understood.words);
  const named = [...(await brandsOf(db)).values()].filter(
    (b) => words.has(b.code) || words.has(normalizedTitle(b.title)),
  );
  if (named.length === 0) return [];
  const facts = await queryFacts(db, understood);
  return named.map((b) => ({
    code: b.code,
    title: b.title,
    url: `/brands/${b.code}/`,
    productCount: facts.brands.get(b.id) ?? 0,
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
