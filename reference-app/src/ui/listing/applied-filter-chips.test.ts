import type { FilterItem, FilterValue } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { appliedFilterChips } from './applied-filter-chips';
import { filteredHref } from './list-query';

const item = (over: Partial<FilterItem> & Pick<FilterItem, 'code' | 'title' | 'type'>): FilterItem => ({
  id: 1,
  unit: '',
  stat: 10,
  isManufacturer: false,
  variants: [],
  min: 0,
  max: 0,
  applied: null,
  ...over,
});

const ITEMS: FilterItem[] = [
  item({ code: 'price', title: 'Цена', type: 'int', unit: '₽', min: 100, max: 90_000 }),
  item({
    code: 'brand',
    title: 'Бренд',
    type: 'enum',
    isManufacturer: true,
    variants: [
      { value: 'makita', title: 'Makita', stat: 5 },
      { value: 'bosch', title: 'Bosch', stat: 0 },
    ],
  }),
  item({
    code: 'in-case',
    title: 'В кейсе',
    type: 'bool',
    variants: [{ value: 'yes', title: 'yes', stat: 3 }],
  }),
];
const LISTING = '/catalog/dreli/';

describe('the applied filters as chips (issue 17)', () => {
  const applied: FilterValue[] = [
    { code: 'price', kind: 'range', from: 1000, to: 5000 },
    { code: 'brand', kind: 'choice', values: ['makita', 'bosch'] },
    { code: 'in-case', kind: 'choice', values: ['yes'] },
  ];
  const hrefOf = (values: readonly FilterValue[]) => filteredHref(LISTING, 'sort=price-asc&page=3', values);
  const chips = appliedFilterChips(ITEMS, applied, hrefOf);

  it('names each value: a range with its bounds and unit, a variant by its name, a yes/no filter with its title', () => {
    expect(chips.map((c) => c.label.replace(/\u00a0/g, ' '))).toEqual([
      'Цена: от 1 000 до 5 000 ₽',
      'Makita',
      // A chosen variant no product has left (stat 0) keeps its name.
      'Bosch',
      'В кейсе: да',
    ]);
  });

  it('links each chip to the listing without that value, keeping the sort and starting from page 1', () => {
    expect(chips.map((c) => c.href)).toEqual([
      '/catalog/dreli/filter/brand-is-makita-or-bosch/in-case-is-yes/apply/?sort=price-asc',
      '/catalog/dreli/filter/price-from-1000-to-5000/brand-is-bosch/in-case-is-yes/apply/?sort=price-asc',
      '/catalog/dreli/filter/price-from-1000-to-5000/brand-is-makita/in-case-is-yes/apply/?sort=price-asc',
      '/catalog/dreli/filter/price-from-1000-to-5000/brand-is-makita-or-bosch/apply/?sort=price-asc',
    ]);
  });

  it('removing the last value leads to the unfiltered listing, and a search keeps its query', () => {
    const only: FilterValue[] = [{ code: 'price', kind: 'range', to: 5000 }];
    const [chip] = appliedFilterChips(ITEMS, only, (v) => filteredHref('/search/', 'q=дрель', v));
    expect(chip?.label.replace(/\u00a0/g, ' ')).toBe('Цена: до 5 000 ₽');
    expect(chip?.href).toBe(`/search/?q=${encodeURIComponent('дрель').replace(/%20/g, '+')}`);
  });

  it('shows nothing for nothing applied, or an empty range', () => {
    expect(appliedFilterChips(ITEMS, [], hrefOf)).toEqual([]);
    expect(appliedFilterChips(ITEMS, [{ code: 'price', kind: 'range' }], hrefOf)).toEqual([]);
  });

  it('shows a value an address repeats once (unique keys), its chip leading to the listing without any copy', () => {
    const repeated: FilterValue[] = [
      { code: 'brand', kind: 'choice', values: ['makita', 'makita', 'bosch'] },
    ];
    const twice = appliedFilterChips(ITEMS, repeated, (v) => filteredHref(LISTING, '', v));
    expect(twice.map((c) => c.key)).toEqual(['brand:makita', 'brand:bosch']);
    expect(twice.map((c) => c.href)).toEqual([
      '/catalog/dreli/filter/brand-is-bosch/apply/',
      '/catalog/dreli/filter/brand-is-makita/apply/',
    ]);
  });
});
