import type { Analytics } from '../analytics/create-analytics';
import type { FavoritesList } from '../api/api-types';
import { favoritesApi } from '../api/favorites';
import {
  FAVORITES_ALERT_MS,
  FAVORITES_LIMIT_ALERT_MS,
  LIST_LIMIT_MESSAGE,
} from '../domain/commerce-constants';
import { type Clock, systemClock } from '../http/clock';
import type { Client } from '../http/create-client';
import { isLimitRefusal } from '../http/is-limit-refusal';
import type { CommerceSync } from './commerce-sync';
import { EMPTY_FAVORITES_STATE } from './empty-commerce-states';
import { timedFlag } from './list-alert';
import { favoritesListingOf } from './list-listings';
import { type ListToggleOutcome, listRefusalReason } from './list-toggle-outcome';
import { type ObservableState, observableState, type ReadableStore } from './observable-state';
import { type ProductListState, sessionProductList } from './session-product-list';
import { failureOutcome } from './store-outcome';

/** What a favourites add reports (§3 Favourite event data). */
export interface FavoriteEventData {
  productId: number;
  price: number;
}

/** The favourites store's state (§3 favourites state, §4.4, §4.6): the ids, and what follows. */
export interface FavoritesStoreState extends ProductListState<FavoritesList> {
  /** The product whose add shows the tooltip and alert, for 3 s (§4.4). */
  alert: { productId: number } | null;
  /** The limit alert «Превышен лимит (99)», for 3.5 s after an add refused for the limit (§4.4, §8). */
  limitAlert: { productId: number; message: string } | null;
  /** The favourites listing: sections, the active section's products, paging (§4.6); null until loaded. */
  listing: FavoritesList | null;
}

/** Options of {@link createFavoritesStore}. */
export interface FavoritesStoreOptions {
  client: Client;
  clock?: Clock;
  sync?: CommerceSync | null;
  /** Called after a product was added (§3 Favourite event data), e.g. for a goal. */
  onAdded?: (data: FavoriteEventData) => void;
  /** Gets the goal `favorites_add` of each product added (§7.8). */
  analytics?: Analytics;
  initial?: Partial<FavoritesStoreState>;
  /** A state made (and seeded) before the store, which the store takes over; `initial` is then unused. */
  state?: ObservableState<FavoritesStoreState>;
}

/** The favourites store (§3 store module `favourite`). */
export interface FavoritesStore extends ReadableStore<FavoritesStoreState> {
  /** Takes the ids of a base-data answer. */
  setIds(productIds: readonly number[] | null | undefined): void;
  /** Fetches the ids (`/favorites/products/`); rejects with the call's error. */
  load(): Promise<number[]>;
  /**
   * The card's toggle (§4.4): ignored while a request for the product runs; adds (active on success,
   * the alert 3 s; a limit refusal shows «Превышен лимит (99)» 3.5 s) or removes (inactive even when
   * the removal fails, §8). Answers what happened; never rejects.
   */
  toggle(productId: number, data?: { price?: number }): Promise<ListToggleOutcome>;
  /** Loads the favourites listing (its page call): a section (the first item's by default) and a page of results of it (§4.6). */
  loadListing(query?: { sectionId?: number; page?: number; count?: number }): Promise<void>;
  /** Takes a favourites listing loaded elsewhere (a route's loader, the server render) and its ids. */
  setListing(list: FavoritesList): void;
  /** Loads another page of results of a section (§4.6 paging by section). */
  loadSection(sectionId: number, page?: number, count?: number): Promise<void>;
  /** Removes a section's products and shows the listing after it (§4.6); rejects with the call's error. */
  removeSection(sectionId: number): Promise<void>;
  /** Clears the favourites (§4.6); rejects with the call's error. */
  clear(): Promise<void>;
  /** Forgets everything locally (logout, §4.1). */
  reset(): void;
  destroy(): void;
}

/**
 * Creates the favourites store: the ids (for the cards' toggles and the header count), the toggle of
 * §4.4 with its alert timings, and the favourites listing of §4.6. Logout clears it (§4.1); another
 * tab's change is applied as the ids it sends.
 */
export function createFavoritesStore(options: FavoritesStoreOptions): FavoritesStore {
  const { client } = options;
  const clock = options.clock ?? systemClock;
  const api = favoritesApi(client);
  const state =
    options.state ?? observableState<FavoritesStoreState>({ ...EMPTY_FAVORITES_STATE, ...options.initial });
  const alert = timedFlag(clock, () => state.set({ alert: null }));
  const limitAlert = timedFlag(clock, () => state.set({ limitAlert: null }));

  function reset(): void {
    alert.cancel();
    limitAlert.cancel();
    state.set(EMPTY_FAVORITES_STATE);
  }

  const idList = sessionProductList<FavoritesList, FavoritesStoreState>({
    kind: 'favorites',
    client,
    state,
    sync: options.sync,
    fetchIds: () => api.list(),
    reset,
  });
  const { setIds } = idList;

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    setIds: idList.takeIds,
    load: idList.load,
    toggle(productId, data = {}) {
      return idList.toggle(productId, {
        remove: () => api.removeProduct({ id: productId }),
        async add(): Promise<ListToggleOutcome> {
          try {
            const { productIds } = await api.addProduct({ id: productId });
            setIds(productIds, true);
            state.set({ alert: { productId } });
            alert.set(FAVORITES_ALERT_MS);
            options.onAdded?.({ productId, price: data.price ?? 0 });
            options.analytics?.track({ type: 'goal', goal: 'favorites_add' });
            return { kind: 'added', productIds: [...productIds] };
          } catch (error) {
            const outcome = failureOutcome(error, 'limit', listRefusalReason);
            if (!isLimitRefusal(error) || outcome.kind === 'failed') return outcome;
            state.set({ limitAlert: { productId, message: LIST_LIMIT_MESSAGE } });
            limitAlert.set(FAVORITES_LIMIT_ALERT_MS);
            return { ...outcome, reason: 'limit' };
          }
        },
      });
    },
    loadListing(query = {}) {
      return idList.loadListing(async () => {
        const { sectionId, page, count } = query;
        const answer = await api.page({
          ...(sectionId === undefined ? {} : { sectionId }),
          ...(page === undefined ? {} : { page }),
          ...(count === undefined ? {} : { count }),
        });
        return favoritesListingOf(answer);
      });
    },
    setListing: (list) => idList.setListing(favoritesListingOf(list)),
    loadSection(sectionId, page = 1, count) {
      return idList.loadListing(() =>
        api.section({ id: sectionId, page, ...(count === undefined ? {} : { count }) }),
      );
    },
    removeSection(sectionId) {
      return idList.loadListing(() => api.removeSectionPage({ id: sectionId }));
    },
    async clear() {
      const { productIds } = await api.clear();
      setIds(productIds, true);
      state.set(({ listing }) =>
        listing
          ? {
              listing: {
                ...listing,
                products: { items: [], total: 0 },
                sections: [],
                activeSectionId: null,
                count: 0,
                productIds: [],
                pagination: { page: 1, pageCount: 0, count: 0 },
              },
            }
          : undefined,
      );
    },
    reset,
    destroy() {
      alert.cancel();
      limitAlert.cancel();
      idList.destroy();
    },
  };
}
