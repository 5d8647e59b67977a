import {
  type AddButtonState,
  type AddOutcome,
  type Analytics,
  addButtonState,
  type BasketStoreState,
  basketHelperCount,
  type CompareStoreState,
  type CompareToggleState,
  compareToggleState,
  type FastOrderState,
  type FavoritesStoreState,
  type FavoriteToggleState,
  favoriteToggleState,
  type ListToggleOutcome,
  listHelperCount,
} from '@verstak/sdk';
import { useCallback, useMemo } from 'react';
import type { EqualityFn } from './hooks';
import { shallow } from './shallow';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/** The basket store's state (or the selected part); actions are on `useVerstak().stores.basket`. */
export function useBasket<T = BasketStoreState>(
  selector?: (state: BasketStoreState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.basket, selector, equalityFn);
}

/** The favourites store's state (or the selected part); actions are on `useVerstak().stores.favorites`. */
export function useFavorites<T = FavoritesStoreState>(
  selector?: (state: FavoritesStoreState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.favorites, selector, equalityFn);
}

/** The compare store's state (or the selected part); actions are on `useVerstak().stores.compare`. */
export function useCompare<T = CompareStoreState>(
  selector?: (state: CompareStoreState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.compare, selector, equalityFn);
}

/** The fast-order state (§3) (or the selected part); actions are on `useVerstak().stores.fastOrder`. */
export function useFastOrder<T = FastOrderState>(
  selector?: (state: FastOrderState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.fastOrder, selector, equalityFn);
}

/** The add-to-basket button of a product (§4.7): its state, and `add`, answering the store's outcome (`ignored` while locked). */
export function useAddToBasket(
  productId: number,
  product: { isAvailable: boolean; sectionUrl?: string | null },
): AddButtonState & { add(quantity?: number): Promise<AddOutcome> } {
  const basket = useVerstak().stores.basket;
  const { isAvailable, sectionUrl } = product;
  const select = useCallback(
    (s: BasketStoreState) =>
      addButtonState({
        isAvailable,
        sectionUrl,
        inBasket: s.basket?.items.some((item) => item.id === productId) ?? false,
        adding: s.adding[productId] === true,
      }),
    [productId, isAvailable, sectionUrl],
  );
  const state = useStore(basket, select, shallow);
  const add = useCallback((quantity?: number) => basket.add(productId, quantity), [basket, productId]);
  return useMemo(() => ({ ...state, add }), [state, add]);
}

/** A card's favourites toggle (§4.4): its state, and `toggle`, answering the store's outcome (`ignored` while a request runs). */
export function useFavoriteToggle(
  productId: number,
): FavoriteToggleState & { toggle(data?: { price?: number }): Promise<ListToggleOutcome> } {
  const favorites = useVerstak().stores.favorites;
  const select = useCallback((s: FavoritesStoreState) => favoriteToggleState(s, productId), [productId]);
  const state = useStore(favorites, select, shallow);
  const toggle = useCallback(
    (data?: { price?: number }) => favorites.toggle(productId, data),
    [favorites, productId],
  );
  return useMemo(() => ({ ...state, toggle }), [state, toggle]);
}

/**
 * A card's compare toggle (§4.5): its state, and `toggle`, answering the store's outcome. `isMobile` (viewport ≤ 568 px) picks the
 * longer alerts; `onRemoved` tells the parent the product left the comparison.
 */
export function useCompareToggle(
  productId: number,
  options: { isMobile?: boolean; onRemoved?: (productId: number) => void } = {},
): CompareToggleState & { toggle(): Promise<ListToggleOutcome> } {
  const compare = useVerstak().stores.compare;
  const select = useCallback((s: CompareStoreState) => compareToggleState(s, productId), [productId]);
  const state = useStore(compare, select, shallow);
  const { isMobile, onRemoved } = options;
  const toggle = useCallback(
    () =>
      compare.toggle(productId, {
        ...(isMobile === undefined ? {} : { isMobile }),
        ...(onRemoved ? { onRemoved } : {}),
      }),
    [compare, productId, isMobile, onRemoved],
  );
  return useMemo(() => ({ ...state, toggle }), [state, toggle]);
}

/** The app's ecommerce analytics (§7.8): `useAnalytics().track({ type: 'detail', products })`. */
export function useAnalytics(): Analytics {
  return useVerstak().analytics;
}

/** The header's and bottom bar's counts of the basket, favourites and comparison, each clamped to 0..99 (§5). */
export function useHelperCounts(): { basket: number; favorites: number; compare: number } {
  const { stores } = useVerstak();
  const basket = useStore(stores.basket, basketHelperCount);
  const favorites = useStore(stores.favorites, listHelperCount);
  const compare = useStore(stores.compare, listHelperCount);
  return useMemo(() => ({ basket, favorites, compare }), [basket, favorites, compare]);
}
