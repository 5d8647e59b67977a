import { describe, expectTypeOf, it } from 'vitest';
import type { City, FilterValue } from '../api/api-types';
import { type CitiesState, createCitiesStore } from './cities-store';
import { createFilterStore, type FilterState } from './filter-store';
import { createLayoutStore, type LayoutState } from './layout-store';
import type { ReadableStore } from './observable-state';
import { createPageStore, type PageState } from './page-store';

describe('store snapshot types', () => {
  it('keeps the contract useSyncExternalStore needs', () => {
    expectTypeOf<ReadableStore<number>['subscribe']>().parameter(0).toEqualTypeOf<() => void>();
    expectTypeOf<ReadableStore<number>['subscribe']>().returns.toEqualTypeOf<() => void>();
    expectTypeOf(createLayoutStore()).toExtend<ReadableStore<LayoutState>>();
    expectTypeOf(createFilterStore()).toExtend<ReadableStore<FilterState>>();
    expectTypeOf(createCitiesStore()).toExtend<ReadableStore<CitiesState>>();
    expectTypeOf(createPageStore()).toExtend<ReadableStore<PageState>>();
  });

  it('gives the layout snapshot with literal-union status and no hamburger flag', () => {
    const state = createLayoutStore().getSnapshot();
    expectTypeOf(state).toEqualTypeOf<LayoutState>();
    expectTypeOf(state.loader).toEqualTypeOf<'idle' | 'loading' | 'failed'>();
    expectTypeOf(state.backLink).toEqualTypeOf<{ title: string; url: string } | null>();
    expectTypeOf<LayoutState>().not.toHaveProperty('hamburgerOpen');
  });

  it('gives the cities snapshot: the current city and its confirmation only', () => {
    expectTypeOf(createCitiesStore().getSnapshot()).toEqualTypeOf<CitiesState>();
    expectTypeOf<keyof CitiesState>().toEqualTypeOf<'current' | 'confirmed'>();
    expectTypeOf<CitiesState['current']>().toEqualTypeOf<City | null>();
  });

  it('gives the filter snapshot', () => {
    const state = createFilterStore().getSnapshot();
    expectTypeOf(state.applied).toEqualTypeOf<FilterValue[]>();
    expectTypeOf(state.total).toEqualTypeOf<number | null>();
    expectTypeOf(createFilterStore().apply).returns.toEqualTypeOf<FilterValue[]>();
  });

  it('gives page data per entity as unknown until the caller names its type', () => {
    const store = createPageStore();
    expectTypeOf(store.getSnapshot()).toEqualTypeOf<PageState>();
    expectTypeOf(store.get('section')).toEqualTypeOf<unknown>();
    expectTypeOf(store.get<{ title: string }>('section')).toEqualTypeOf<{ title: string } | undefined>();
  });
});
