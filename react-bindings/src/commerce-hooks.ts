import {
  type Analytics,
  type BasketStoreState,
  basketHelperCount,
  type CompareStoreState,
  type FastOrderState,
  type FavoritesStoreState,
  listHelperCount,
} from '@verstak/sdk';
import { useMemo } from 'react';
import type { EqualityFn } from './hooks';
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
