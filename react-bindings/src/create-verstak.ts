import {
  type Client,
  createCitiesStore,
  createFilterStore,
  createLayoutStore,
  createPageStore,
  createPersonalSidebarStore,
  createSession,
  createUserStore,
  type Session,
} from '@verstak/sdk';
import type { VerstakValue } from './verstak-context';

/**
 * A client with a fresh set of stores: the value of one app instance (one per server request, one in
 * the browser). Pass the `session` the client refreshes through (`createClient({ refreshSession })`);
 * without one, a session over the client is made here.
 */
export function createVerstak(client: Client, options: { session?: Session } = {}): VerstakValue {
  return {
    client,
    session: options.session ?? createSession({ client }),
    stores: {
      cities: createCitiesStore({ client }),
      filter: createFilterStore(),
      page: createPageStore(),
      layout: createLayoutStore(),
      user: createUserStore({ client }),
      personalSidebar: createPersonalSidebarStore({ client }),
    },
  };
}
