import type { Db } from '../db/database';
import { accountKit } from './account-kit';

// What the favourites, compare and estimates tests share: the account kit (the real API in-process,
// answers checked against their schemas, guest and account tokens) plus the seeded products by section.

/** A seeded product and its sections. */
export interface SeededProduct {
  id: number;
  section_id: number;
  mid_id: number;
  top_id: number;
}

/** The API over `db`, guest and account tokens, and the seeded products grouped by leaf section. */
export async function listsKit(db: Db, now: () => number) {
  const kit = accountKit(db, now);
  const products = await db.query<SeededProduct>(
    'SELECT id, section_id, mid_id, top_id FROM products ORDER BY id',
  );
  const bySection = new Map<number, SeededProduct[]>();
  for (const p of products) bySection.set(p.section_id, [...(bySection.get(p.section_id) ?? []), p]);
  /** Leaf sections with at least `n` products, the fullest first. */
  const sectionsWith = (n: number) =>
    [...bySection.values()].filter((list) => list.length >= n).sort((a, b) => b.length - a.length);
  return { ...kit, products, sectionsWith };
}
