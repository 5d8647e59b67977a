import type { ReadableStore } from '@verstak/sdk';
import { useCallback, useSyncExternalStore } from 'react';

/** Subscribes to a store and returns the selected part of its state (the whole state by default). */
export function useStoreSelector<S, T = S>(
  store: ReadableStore<S>,
  selector: (state: S) => T = (s) => s as unknown as T,
): T {
  const read = useCallback(() => selector(store.getSnapshot()), [store, selector]);
  return useSyncExternalStore(store.subscribe, read, read);
}
