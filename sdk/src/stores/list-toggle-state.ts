import type { CompareStoreState } from './compare-store';
import type { FavoritesStoreState } from './favorites-store';

/** What a card's favourites toggle shows (§4.4, §2.10). */
export interface FavoriteToggleState {
  active: boolean;
  /** A request for the product runs: clicks are ignored. */
  busy: boolean;
  /** «В избранное» or «В избранном». */
  title: string;
  /** The tooltip (linking to /personal/favorites/) after this product's add, for 3 s. */
  tooltip: boolean;
  /** «Превышен лимит (99)» when this product's add was refused for the limit, for 3.5 s; else null. */
  limitMessage: string | null;
}

/** What a card's compare toggle shows (§4.5, §2.10). */
export interface CompareToggleState {
  /** Active when the product's id is in the compare list (§4.5). */
  active: boolean;
  busy: boolean;
  /** «В сравнение» or «В сравнении». */
  title: string;
  /** The alert (linking to /personal/compare/) after this product's add or failed add. */
  alert: boolean;
  /** The failed add's message («Превышен лимит (99)» for the limit); null after a success. */
  limitMessage: string | null;
}

/** The favourites toggle of one product, from the favourites store's state. */
export function favoriteToggleState(state: FavoritesStoreState, productId: number): FavoriteToggleState {
  const active = state.productIds.includes(productId);
  return {
    active,
    busy: state.busy[productId] === true,
    title: active ? 'В избранном' : 'В избранное',
    tooltip: state.alert?.productId === productId,
    limitMessage: state.limitAlert?.productId === productId ? state.limitAlert.message : null,
  };
}

/** The compare toggle of one product, from the compare store's state. */
export function compareToggleState(state: CompareStoreState, productId: number): CompareToggleState {
  const active = state.productIds.includes(productId);
  const alert = state.alert?.productId === productId ? state.alert : null;
  return {
    active,
    busy: state.busy[productId] === true,
    title: active ? 'В сравнении' : 'В сравнение',
    alert: alert !== null,
    limitMessage: alert?.failed ? alert.message : null,
  };
}
