import { MENU_ITEM_HEIGHT } from './constants';

/** The mega-menu's height (§2.6): 32 per top-level child plus 32. */
export function menuHeight(topLevelCount: number): number {
  return MENU_ITEM_HEIGHT * topLevelCount + MENU_ITEM_HEIGHT;
}

/** A heading of '-' is not shown (§2.6). */
export function isShownGroupHeading(group: string): boolean {
  return group.trim() !== '' && group !== '-';
}

/** A column of level-3 items under one heading. */
export interface MenuGroup<T> {
  heading: string;
  items: T[];
}

/**
 * Level-3 items grouped by their `group`, then split into two columns by half the count, rounded up
 * (§2.6, §9): the first column takes groups until it holds at least that half.
 */
export function menuColumns<T extends { group: string }>(
  items: readonly T[],
): [MenuGroup<T>[], MenuGroup<T>[]] {
  const groups: MenuGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.heading === item.group) last.items.push(item);
    else groups.push({ heading: item.group, items: [item] });
  }
  const half = Math.ceil(items.length / 2);
  const left: MenuGroup<T>[] = [];
  const right: MenuGroup<T>[] = [];
  let placed = 0;
  for (const group of groups) {
    if (placed < half) {
      left.push(group);
      placed += group.items.length;
    } else right.push(group);
  }
  return [left, right];
}
