import { describe, expect, it, vi } from 'vitest';
import type { FilterItem } from '../api/api-types';
import { createFilterStore } from './filter-store';
import { createLayoutStore } from './layout-store';
import { createPageStore } from './page-store';

const item = (over: Partial<FilterItem>): FilterItem => ({
  id: 1,
  code: 'x',
  title: 'X',
  type: 'enum',
  unit: '',
  stat: 10,
  isManufacturer: false,
  variants: [],
  min: 0,
  max: 0,
  applied: null,
  ...over,
});
const definition: FilterItem[] = [
  item({ id: 1, code: 'price', type: 'int', min: 990, max: 49_990 }),
  item({
    id: 2,
    code: 'brand',
    isManufacturer: true,
    variants: [
      { value: 'makita', title: 'Makita', stat: 4 },
      { value: 'bosch', title: 'Bosch', stat: 0 },
      { value: 'zubr', title: 'Зубр', stat: 2 },
    ],
  }),
  item({ id: 3, code: 'color', type: 'string', variants: [{ value: 'red', title: 'Красный', stat: 1 }] }),
];

describe('the filter store (§4.9)', () => {
  it('keeps only variants with stat above 0 and prefixes manufacturer keys with an underscore', () => {
    const store = createFilterStore();
    store.setDefinition(definition);
    const state = store.getSnapshot();
    expect(state.items[1]?.variants.map((v) => v.value)).toEqual(['makita', 'zubr']);
    expect(Object.keys(state.variantsByKey.brand ?? {})).toEqual(['_makita', '_zubr']);
    expect(Object.keys(state.variantsByKey.color ?? {})).toEqual(['red']);
  });

  it('counts a range once and each selected list value, in definition order', () => {
    const store = createFilterStore();
    store.setDefinition(definition);
    store.toggleValue('color', 'red');
    store.toggleValue('brand', 'zubr');
    store.toggleValue('brand', 'makita');
    store.setRange('price', { from: 2000, to: 9000 });
    expect(store.getSnapshot().appliedCount).toBe(0);
    expect(store.apply().map((v) => v.code)).toEqual(['price', 'brand', 'color']);
    expect(store.getSnapshot().appliedCount).toBe(4);
  });

  it('unsets a min equal to the lower bound, caps min at the max bound and floors max at the min bound', () => {
    const store = createFilterStore();
    store.setDefinition(definition);
    store.setRange('price', { from: 990, to: 100 });
    expect(store.getSnapshot().runtime.price).toEqual({ code: 'price', kind: 'range', to: 990 });
    store.setRange('price', { from: 60_000 });
    expect(store.getSnapshot().runtime.price).toEqual({ code: 'price', kind: 'range', from: 49_990 });
  });

  it('clears runtime and applied state, and takes applied values from the definition', () => {
    const store = createFilterStore();
    store.setDefinition(
      definition.map((d) =>
        d.code === 'brand' ? { ...d, applied: { code: 'brand', kind: 'choice', values: ['zubr'] } } : d,
      ),
    );
    expect(store.getSnapshot().appliedCount).toBe(1);
    store.toggleValue('color', 'red');
    store.clear();
    expect(store.getSnapshot()).toMatchObject({ runtime: {}, applied: [], appliedCount: 0 });
  });

  it('refuses a range on a list filter with a message naming it', () => {
    const store = createFilterStore();
    store.setDefinition(definition);
    expect(() => store.setRange('brand', { from: 1 })).toThrow('Filter "brand" is not a range filter');
  });
});

describe('the layout store (§4.8)', () => {
  it('sticks the header past 68 px on mobile and 94 px on desktop', () => {
    const store = createLayoutStore();
    store.onScroll(69, 568);
    expect(store.getSnapshot().stickyHeader).toBe(true);
    store.onScroll(90, 1280);
    expect(store.getSnapshot().stickyHeader).toBe(false);
    store.onScroll(95, 1280);
    expect(store.getSnapshot().stickyHeader).toBe(true);
  });
  it('does not stick the mobile header while the mobile catalogue (the hamburger menu) is open', () => {
    const store = createLayoutStore();
    store.toggleMobileCatalog(true);
    store.onScroll(500, 400);
    expect(store.getSnapshot().stickyHeader).toBe(false);
  });
  it('shows the back link only when its item has a url (§2.5)', () => {
    const store = createLayoutStore();
    store.setBreadcrumbs([
      { title: 'Главная', url: '/', sections: [], tags: [] },
      { title: 'Каталог', url: null, sections: [], tags: [] },
    ]);
    expect(store.getSnapshot().backLink).toEqual({ title: 'Главная', url: '/' });
    store.setBreadcrumbs([
      { title: 'Главная', url: null, sections: [], tags: [] },
      { title: 'Каталог', url: '/catalog/', sections: [], tags: [] },
    ]);
    expect(store.getSnapshot().backLink).toBeNull();
  });
});

describe('the page store (§4.10)', () => {
  it('stores data per entity, replacing or merging, and notifies subscribers', () => {
    const store = createPageStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('section', { title: 'Дрели', page: 1 });
    store.set('section', { page: 2 }, 'merge');
    expect(store.get('section')).toEqual({ title: 'Дрели', page: 2 });
    store.set('section', { page: 3 });
    expect(store.get('section')).toEqual({ page: 3 });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
