import type { VerstakValue } from '@verstak/react';

/** A store whose state shows the alert of a product just added (favourites, compare). */
interface AlertingStore {
  getSnapshot(): { alert: { productId: number; failed?: boolean } | null };
  subscribe(listener: () => void): () => void;
}

/**
 * The goals of a product added to the favourites or the comparison (§7.8: `favorites_add`,
 * `compare_add`), read from the stores' alert of an add that succeeded: the storefront makes those
 * stores in its entry, which stays without this code (the SDK's stores also take `analytics`).
 */
export function reportListGoals({ stores, analytics }: Pick<VerstakValue, 'stores' | 'analytics'>): void {
  const watch = (store: AlertingStore, goal: 'favorites_add' | 'compare_add') => {
    let last = store.getSnapshot().alert;
    store.subscribe(() => {
      const alert = store.getSnapshot().alert;
      if (alert && alert !== last && !alert.failed) analytics.track({ type: 'goal', goal });
      last = alert;
    });
  };
  watch(stores.favorites, 'favorites_add');
  watch(stores.compare, 'compare_add');
}
