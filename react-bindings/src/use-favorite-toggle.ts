import {
  type FavoritesStoreState,
  type FavoriteToggleState,
  favoriteToggleState,
  type ListToggleOutcome,
} from '@verstak/sdk';
import { useCallback, useMemo } from 'react';
import { shallow } from './shallow';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

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
