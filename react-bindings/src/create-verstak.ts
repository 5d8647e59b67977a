import {
  type Client,
  createCitiesStore,
  createFilterStore,
  createLayoutStore,
  createPageStore,
} from '@verstak/sdk';
import type { VerstakValue } from './verstak-context';

/** A client with a fresh set of stores: the value of one app instance (one per server request, one in the browser). */
export function createVerstak(client: Client): VerstakValue {
  return {
    client,
    stores: {
      cities: createCitiesStore({ client }),
      filter: createFilterStore(),
      page: createPageStore(),
      layout: createLayoutStore(),
    },
  };
}
