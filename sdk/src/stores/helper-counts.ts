import { clampHelperCount } from '../domain/clamp-helper-count';
import type { BasketStoreState } from './basket-store';
import type { CompareStoreState } from './compare-store';
import type { FavoritesStoreState } from './favorites-store';

/** The header's basket count: the units in the basket (`itemsTotal`), floored and clamped to 0..99 (§5). */
export function basketHelperCount(state: Pick<BasketStoreState, 'basket'>): number {
  return clampHelperCount(state.basket?.itemsTotal ?? 0);
}

/** The header's favourites or compare count: the ids, clamped to 0..99 (§5). */
export function listHelperCount(state: Pick<FavoritesStoreState | CompareStoreState, 'productIds'>): number {
  return clampHelperCount(state.productIds.length);
}
