import type { FilterState } from '@verstak/sdk';
import { filterStoreOf } from './filter-store-of';
import type { EqualityFn } from './hooks';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/** The filter store's state (`filterStoreOf`'s, or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useFilter<T = FilterState>(
  selector?: (state: FilterState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(filterStoreOf(useVerstak().stores), selector, equalityFn);
}
