import type {
  Analytics,
  BasketStore,
  CitiesStore,
  Client,
  CommerceSync,
  CompareStore,
  FastOrderStore,
  FavoritesStore,
  LayoutStore,
  PageStore,
  PersonalSidebarStore,
  Session,
  UserStore,
} from '@verstak/sdk';
import { createContext, type ReactNode, useContext } from 'react';

/** What the provider hands down: one SDK client, its session and the stores of the app. */
export interface VerstakValue {
  client: Client;
  /** Login, logout, registration, recovery and refresh: `useVerstak().session.login(…)`. */
  session: Session;
  stores: {
    cities: CitiesStore;
    page: PageStore;
    layout: LayoutStore;
    user: UserStore;
    personalSidebar: PersonalSidebarStore;
    basket: BasketStore;
    favorites: FavoritesStore;
    compare: CompareStore;
    fastOrder: FastOrderStore;
  };
  /** Ecommerce events (§7.8): add a sender (`dataLayerAdapter()`) in the browser. */
  analytics: Analytics;
  /** The tab's end of the commerce channel the basket, favourites and compare stores share. */
  commerceSync: CommerceSync;
  /**
   * Makes now the stores whose code comes on first use (basket, favourites, compare, fast order, see
   * `createVerstak`): a browser calls it once the page is hydrated, so a click does not wait for the code.
   */
  loadStores?(): Promise<void>;
}

const VerstakContext = createContext<VerstakValue | null>(null);

/** Provides the SDK client and stores to the hooks below it. */
export function VerstakProvider({ value, children }: { value: VerstakValue; children: ReactNode }) {
  return <VerstakContext.Provider value={value}>{children}</VerstakContext.Provider>;
}

/** The client and stores of the nearest {@link VerstakProvider}. */
export function useVerstak(): VerstakValue {
  const value = useContext(VerstakContext);
  if (!value) throw new Error('useVerstak must be used inside <VerstakProvider>: wrap your app in it');
  return value;
}
