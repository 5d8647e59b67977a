import { brandsOf } from '../catalog/brands';
import { sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';
import { normalizeQuery, queryWords } from './query-words';
import { normalizedTitle } from './search-names';
import { understandQueryCached } from './understand-query';

/** Where a query goes instead of the results. */
export interface SearchCheck {
  redirect: string | null;
  kind: 'product' | 'section' | 'brand' | null;
}

const RESULTS: SearchCheck = { redirect: null, kind: null };

/**
 * Whether a query names one thing exactly (§7.2 `/pages/search/check`): a product by its code
 * («drel-makita-ma1234-17») or its article with or without punctuation («MA-1234Z»), a section by its
 * title («Перфораторы»), a brand by its name in either alphabet or layout («макита», «ьфлшеф»).
 * Then the shopper goes there; anything else, or an article several products share, shows results.
 */
export async function searchCheck(db: Db, query: string): Promise<SearchCheck> {
  const text = normalizeQuery(query);
  if (!text) return RESULTS;
  const compact = text.replaceAll(' ', '');
  const slug = query.trim().toLowerCase();
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(slug)) {
    const [row] = await db.query<{ code: string }>('SELECT code FROM products WHERE code = $1', [slug]);
    if (row) return { redirect: `/product/${row.code}/`, kind: 'product' };
  }
  const words = queryWords(query);
  if (words.length === 1 && words[0]?.article) {
    // The article exactly (not a prefix), and only when one product has it.
    const rows = await db.query<{ code: string }>(
      `SELECT p.code FROM products p WHERE p.search @@ to_tsquery('simple', $1) LIMIT 2`,
      [words[0].text],
    );
    if (rows.length === 1 && rows[0]) return { redirect: `/product/${rows[0].code}/`, kind: 'product' };
    return RESULTS;
  }
  const sections = (await sectionRowsOf(db)).filter((s) => normalizedTitle(s.title) === compact);
  if (sections.length === 1 && sections[0]) return { redirect: sections[0].url, kind: 'section' };
  const brands = [...(await brandsOf(db)).values()];
  const byName = (word: string) => brands.find((b) => b.code === word || normalizedTitle(b.title) === word);
  let brand = byName(compact);
  if (!brand && words.length === 1) {
    const understood = await understandQueryCached(db, query);
    if (understood.words.length === 1) brand = byName(understood.words[0] as string);
  }
  return brand ? { redirect: `/brands/${brand.code}/`, kind: 'brand' } : RESULTS;
}
