import { productCounts, sectionPicture, sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';

/** Popular categories: the second-level sections with the most products. */
export async function popularCategories(db: Db, limit: number) {
  const [all, counts] = await Promise.all([sectionRowsOf(db), productCounts(db)]);
  return all
    .filter((s) => s.depth === 2)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)
    .slice(0, limit)
    .map((s) => ({ url: s.url, title: s.title, picture: sectionPicture(s) }));
}
