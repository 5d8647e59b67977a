import type { ListSection } from '@verstak/sdk/contract';
import type { ListedProduct } from './visitor-list';

// The page logic of the favourites and the comparison (§3, §4.5, §4.6), apart from the database:
// a list's sections with their counts, the section shown, and one page of it.

/**
 * The leaf sections of the listed products, each with how many of them it holds, in the order their
 * first product stands in the list (so the first section is the first item's), titled from `sections`
 * (the cached tree's rows by id).
 */
export function listSections(
  items: readonly ListedProduct[],
  sections: ReadonlyMap<number, { title: string }>,
): ListSection[] {
  const counts = new Map<number, number>();
  for (const item of items) {
    const leaf = item.sections[0];
    if (leaf !== undefined) counts.set(leaf, (counts.get(leaf) ?? 0) + 1);
  }
  return [...counts].map(([id, count]) => ({ id, title: sections.get(id)?.title ?? '', count }));
}

/**
 * The section shown: the one asked for when a listed product is in it (at any depth when `anyDepth`,
 * else only a leaf), else the first item's leaf section (§3); null for an empty list.
 */
export function activeSection(
  items: readonly ListedProduct[],
  asked: number | undefined,
  { anyDepth }: { anyDepth: boolean },
): number | null {
  if (asked !== undefined) {
    const depths = anyDepth ? 3 : 1;
    if (items.some((item) => item.sections.slice(0, depths).includes(asked))) return asked;
  }
  return items[0]?.sections[0] ?? null;
}

/** The listed products in a section, at any depth, in the list's order. */
export function inSection(items: readonly ListedProduct[], sectionId: number | null): ListedProduct[] {
  return sectionId === null ? [] : items.filter((item) => item.sections.includes(sectionId));
}

/** One page of a list: a page past the last is the last (a removal can shorten the list under a shopper). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.ceil(items.length / perPage);
  const shown = Math.min(Math.max(1, page), Math.max(1, pageCount));
  return { items: items.slice((shown - 1) * perPage, shown * perPage), page: shown, pageCount };
}
