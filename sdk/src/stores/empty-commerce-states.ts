import type { BasketStoreState } from './basket-store';
import type { CompareStoreState } from './compare-store';
import type { FastOrderState } from './fast-order-store';
import type { FavoritesStoreState } from './favorites-store';

// The states the commerce stores start from, apart from the stores' code: a page can hold and seed
// a store's state (the header's counts, a card's toggles) before the code of its actions arrives.

/** The basket store's state before anything is loaded. */
export const EMPTY_BASKET_STATE: BasketStoreState = {
  basket: null,
  status: 'idle',
  quantities: {},
  adding: {},
  updating: false,
  bonusesRequested: null,
  promoCode: { pending: false, error: null },
  bonusesError: null,
  addRefusal: null,
};

/** The favourites store's state before anything is loaded (and after a logout). */
export const EMPTY_FAVORITES_STATE: FavoritesStoreState = {
  productIds: [],
  busy: {},
  alert: null,
  limitAlert: null,
  listing: null,
  listingStatus: 'idle',
};

/** The compare store's state before anything is loaded (and after a logout). */
export const EMPTY_COMPARE_STATE: CompareStoreState = {
  productIds: [],
  busy: {},
  alert: null,
  limitAlert: false,
  listing: null,
  listingStatus: 'idle',
};

/** The fast-order store's state before anything is asked. */
export const EMPTY_FAST_ORDER_STATE: FastOrderState = {
  prices: {},
  authorised: null,
  orders: [],
  pending: false,
};
