import type { CitiesState, FilterState, LayoutState } from '@verstak/sdk';
import { useStore } from './use-store';
import { useVerstak } from './verstak-context';

/** Compares two selections; `Object.is` by default, `shallow` for a selector that builds an object. */
export type EqualityFn<T> = (a: T, b: T) => boolean;

/** The cities store's state (or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useCities<T = CitiesState>(
  selector?: (state: CitiesState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.cities, selector, equalityFn);
}

/** The filter store's state (or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useFilter<T = FilterState>(
  selector?: (state: FilterState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.filter, selector, equalityFn);
}

/** The layout store's state (or the selected part of it, re-rendering when `equalityFn` says it changed). */
export function useLayout<T = LayoutState>(
  selector?: (state: LayoutState) => T,
  equalityFn?: EqualityFn<T>,
): T {
  return useStore(useVerstak().stores.layout, selector, equalityFn);
}

const byEntity = new Map<string, (state: Readonly<Record<string, unknown>>) => unknown>();

/** The page data of one entity (§4.10). */
export function usePageData<T = unknown>(entity: string): T | undefined {
  let select = byEntity.get(entity);
  if (!select) {
    select = (state) => state[entity];
    byEntity.set(entity, select);
  }
  return useStore(useVerstak().stores.page, select) as T | undefined;
}
