import {
  type Analytics,
  type BasketStore,
  type Client,
  type Clock,
  type CommerceSync,
  type CompareStore,
  comparisonOf,
  createAnalytics,
  createCitiesStore,
  createCommerceSync,
  createLayoutStore,
  createPageStore,
  createPersonalSidebarStore,
  createSession,
  createUserStore,
  EMPTY_BASKET_STATE,
  EMPTY_COMPARE_STATE,
  EMPTY_FAST_ORDER_STATE,
  EMPTY_FAVORITES_STATE,
  type FastOrderStore,
  type FavoritesStore,
  favoritesListingOf,
  observableState,
  type Session,
} from '@verstak/sdk';
import { lazyStore } from './lazy-store';
import type { VerstakValue } from './verstak-context';

/** Options of {@link createVerstak}. */
export interface VerstakOptions {
  /** The session the client refreshes through; a session over the client by default. */
  session?: Session;
  /** The ecommerce analytics; by default one whose product ids carry the current city's region code. */
  analytics?: Analytics;
  /** The commerce channel between tabs; a `BroadcastChannel('verstak-commerce')` in a browser by default. */
  commerceSync?: CommerceSync;
  /** Timers of the commerce stores (debounce, alerts) and the analytics' retries; injectable for tests. */
  clock?: Clock;
}

const storeCode = () => import('./store-code');
const ignore = () => undefined;

/**
 * A client with a fresh set of stores: the value of one app instance (one per server request, one in
 * the browser). Pass the `session` the client refreshes through (`createClient({ refreshSession })`);
 * without one, a session over the client is made here.
 *
 * The basket, favourites, compare and fast-order stores are read at once but their code comes on
 * first use (or `loadStores()`): until then their state takes what the page seeds (`setBasket`,
 * `setIds`, `reset`), their other calls wait for the code, and they follow logins and the other
 * tabs' changes as the stores themselves would.
 */
export function createVerstak(client: Client, options: VerstakOptions = {}): VerstakValue {
  const cities = createCitiesStore({ client });
  const clock = options.clock ? { clock: options.clock } : {};
  const analytics =
    options.analytics ??
    createAnalytics({ regionCode: () => cities.getSnapshot().current?.regionCode, ...clock });
  const sync = options.commerceSync ?? createCommerceSync();
  const { on, off } = client.events;

  const basketState = observableState({ ...EMPTY_BASKET_STATE });
  const basket = lazyStore<typeof EMPTY_BASKET_STATE, BasketStore>({
    state: basketState,
    make: async (state) =>
      (await storeCode()).createBasketStore({ client, sync, analytics, ...clock, state }),
    early: {
      load: 'wait',
      setBasket: (next) => {
        if (next) basketState.set({ basket: next });
      },
      add: 'outcome',
      setQuantity: 'outcome',
      flush: 'wait',
      remove: 'outcome',
      setBonuses: 'outcome',
      setPromoCode: 'outcome',
      shareLink: 'wait',
      trackCheckout: 'later',
      placeOrder: 'wait',
      destroy: 'stop',
    },
    follow(store) {
      const reload = () => void store.load().catch(ignore);
      on('loggedOut', reload);
      on('loggedIn', reload);
      const offSync = sync.on('basket', (change) => {
        if (change.version !== basketState.getSnapshot().basket?.version) reload();
      });
      return () => {
        off('loggedOut', reload);
        off('loggedIn', reload);
        offSync();
      };
    },
  });

  /** The early methods and events of a favourites or compare list, the same for both. */
  function productList<S extends typeof EMPTY_FAVORITES_STATE | typeof EMPTY_COMPARE_STATE>(
    kind: 'favorites' | 'compare',
    empty: S,
    listingOf: (answer: NonNullable<S['listing']>) => NonNullable<S['listing']>,
  ) {
    const state = observableState<S>({ ...empty });
    const setIds = (ids: readonly number[] | null | undefined) => {
      if (ids) state.set({ productIds: [...ids] } as Partial<S>);
    };
    const early = {
      setIds,
      load: 'wait',
      toggle: 'outcome',
      loadListing: 'wait',
      // A list page's route primes its listing on the server and at hydration, before the code comes.
      setListing: (answer: NonNullable<S['listing']>) =>
        state.set({
          listing: listingOf(answer),
          listingStatus: 'idle',
          productIds: [...answer.productIds],
        } as Partial<S>),
      removeSection: 'wait',
      clear: 'wait',
      reset: () => state.set(empty),
      destroy: 'stop',
    } as const;
    const follow = (store: { load(): Promise<unknown>; reset(): void }) => {
      const reset = () => store.reset();
      const reload = () => void store.load().catch(ignore);
      on('loggedOut', reset);
      on('loggedIn', reload);
      const offSync = sync.on(kind, (change) => setIds(change.productIds));
      return () => {
        off('loggedOut', reset);
        off('loggedIn', reload);
        offSync();
      };
    };
    return { state, early, follow };
  }

  const favoritesList = productList('favorites', EMPTY_FAVORITES_STATE, favoritesListingOf);
  const favorites = lazyStore<typeof EMPTY_FAVORITES_STATE, FavoritesStore>({
    state: favoritesList.state,
    make: async (state) => (await storeCode()).createFavoritesStore({ client, sync, ...clock, state }),
    early: { ...favoritesList.early, loadSection: 'wait' },
    follow: favoritesList.follow,
  });
  const compareList = productList('compare', EMPTY_COMPARE_STATE, comparisonOf);
  const compare = lazyStore<typeof EMPTY_COMPARE_STATE, CompareStore>({
    state: compareList.state,
    make: async (state) => (await storeCode()).createCompareStore({ client, sync, ...clock, state }),
    early: { ...compareList.early, removeProduct: 'wait' },
    follow: compareList.follow,
  });
  const fastOrder = lazyStore<typeof EMPTY_FAST_ORDER_STATE, FastOrderStore>({
    state: observableState({ ...EMPTY_FAST_ORDER_STATE }),
    make: async (state) => (await storeCode()).createFastOrderStore({ client, analytics, state }),
    early: { getPrice: 'wait', make: 'wait' },
  });

  return {
    client,
    session: options.session ?? createSession({ client }),
    stores: {
      cities,
      page: createPageStore(),
      layout: createLayoutStore(),
      user: createUserStore({ client }),
      personalSidebar: createPersonalSidebarStore({ client }),
      basket: basket.store,
      favorites: favorites.store,
      compare: compare.store,
      fastOrder: fastOrder.store,
    },
    analytics,
    commerceSync: sync,
    async loadStores() {
      await Promise.all([basket.ready(), favorites.ready(), compare.ready(), fastOrder.ready()]);
    },
  };
}
