import {
  type Analytics,
  type Client,
  type Clock,
  type CommerceSync,
  createAnalytics,
  createBasketStore,
  createCitiesStore,
  createCommerceSync,
  createCompareStore,
  createFastOrderStore,
  createFavoritesStore,
  createFilterStore,
  createLayoutStore,
  createPageStore,
  createPersonalSidebarStore,
  createSession,
  createUserStore,
  type Session,
} from '@verstak/sdk';
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

/**
 * A client with a fresh set of stores: the value of one app instance (one per server request, one in
 * the browser). Pass the `session` the client refreshes through (`createClient({ refreshSession })`);
 * without one, a session over the client is made here.
 */
export function createVerstak(client: Client, options: VerstakOptions = {}): VerstakValue {
  const cities = createCitiesStore({ client });
  const clock = options.clock ? { clock: options.clock } : {};
  const analytics =
    options.analytics ??
    createAnalytics({ regionCode: () => cities.getSnapshot().current?.regionCode, ...clock });
  const sync = options.commerceSync ?? createCommerceSync();
  return {
    client,
    session: options.session ?? createSession({ client }),
    stores: {
      cities,
      filter: createFilterStore(),
      page: createPageStore(),
      layout: createLayoutStore(),
      user: createUserStore({ client }),
      personalSidebar: createPersonalSidebarStore({ client }),
      basket: createBasketStore({ client, sync, analytics, ...clock }),
      favorites: createFavoritesStore({ client, sync, ...clock }),
      compare: createCompareStore({ client, sync, ...clock }),
      fastOrder: createFastOrderStore({ client, analytics }),
    },
    analytics,
    commerceSync: sync,
  };
}
