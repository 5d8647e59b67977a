import type { CitiesState, FilterState, LayoutState } from '@verstak/sdk';
import { useStoreSelector } from './use-store-selector';
import { useVerstak } from './verstak-context';

/** The cities store's state (or the selected part of it). */
export function useCities<T = CitiesState>(selector?: (state: CitiesState) => T): T {
  return useStoreSelector(useVerstak().stores.cities, selector);
}

/** The filter store's state (or the selected part of it). */
export function useFilter<T = FilterState>(selector?: (state: FilterState) => T): T {
  return useStoreSelector(useVerstak().stores.filter, selector);
}

/** The layout store's state (or the selected part of it). */
export function useLayout<T = LayoutState>(selector?: (state: LayoutState) => T): T {
  return useStoreSelector(useVerstak().stores.layout, selector);
}

const byEntity = new Map<string, (state: Readonly<Record<string, unknown>>) => unknown>();

/** The page data of one entity (§4.10). */
export function usePageData<T = unknown>(entity: string): T | undefined {
  let select = byEntity.get(entity);
  if (!select) {
    select = (state) => state[entity];
    byEntity.set(entity, select);
  }
  return useStoreSelector(useVerstak().stores.page, select) as T | undefined;
}
