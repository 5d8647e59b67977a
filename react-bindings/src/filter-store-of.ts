import { createFilterStore, type FilterStore } from '@verstak/sdk';
import type { VerstakValue } from './verstak-context';

const made = new WeakMap<VerstakValue['stores'], FilterStore>();

/**
 * The filter store of one app instance (its `stores`), made on first use: a listing's route puts its
 * filter in it (`setDefinition`), the listing's filter panel reads and changes it (`useFilter`).
 * Not one of the stores `createVerstak` makes, so its code (and the §5 grammar's) comes with the
 * listing pages that use it, not with every page's first load (issue 16: 0.9 KB gzip).
 */
export function filterStoreOf(stores: VerstakValue['stores']): FilterStore {
  let store = made.get(stores);
  if (!store) {
    store = createFilterStore();
    made.set(stores, store);
  }
  return store;
}
