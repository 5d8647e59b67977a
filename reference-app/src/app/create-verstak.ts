import type { VerstakValue } from '@verstak/react';
import {
  type Client,
  createCitiesStore,
  createFilterStore,
  createLayoutStore,
  createPageStore,
} from '@verstak/sdk';

/** The stores of one app instance (one per server request, one in the browser). */
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
