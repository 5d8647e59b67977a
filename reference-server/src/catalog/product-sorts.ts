import type { Sort } from '@verstak/sdk/contract';
import { zonePriceSql } from './regional-prices';

/** The products columns a sort order reads, with their direction. */
type SortKey = readonly [
  column: 'popularity' | 'price' | 'rating' | 'reviews' | 'novelty',
  direction: 'ASC' | 'DESC',
];

/** Product list sort orders with their Russian titles; available products always come first. */
export const SORTS: ReadonlyArray<{ value: Sort; title: string; keys: readonly SortKey[] }> = [
  { value: 'popular', title: 'По популярности', keys: [['popularity', 'DESC']] },
  { value: 'price-asc', title: 'Сначала дешевле', keys: [['price', 'ASC']] },
  { value: 'price-desc', title: 'Сначала дороже', keys: [['price', 'DESC']] },
  {
    value: 'rating',
    title: 'По рейтингу',
    keys: [
      ['rating', 'DESC'],
      ['reviews', 'DESC'],
    ],
  },
  { value: 'new', title: 'Новинки', keys: [['novelty', 'DESC']] },
];

/** Every column an ORDER BY of {@link orderBy} reads. */
export const SORT_COLUMNS: readonly string[] = [
  'is_available',
  ...new Set(SORTS.flatMap((s) => s.keys.map(([column]) => column))),
  'id',
];

/**
 * The {@link SORT_COLUMNS} of products row `row` (`p` by default) as a select list, the price in price
 * zone `zone`: a scan of a scope sorts by the prices its city pays (the base column in zone 0).
 */
export function sortColumnsSql(zone: number, row = 'p', except: readonly string[] = []): string {
  return SORT_COLUMNS.filter((c) => !except.includes(c))
    .map((c) =>
      c === 'price' && zone !== 0 ? `${zonePriceSql('price', zone, row)} AS price` : `${row}.${c}`,
    )
    .join(', ');
}

/** Whether a sort reads the price (a scope's order in it then differs by price zone). */
export function sortReadsPrice(sort: Sort): boolean {
  return SORTS.find((s) => s.value === sort)?.keys.some(([column]) => column === 'price') ?? false;
}

/** The ORDER BY of a sort over the products columns of row `row` (`p` by default); ties go by id. */
export function orderBy(sort: Sort, row = 'p'): string {
  const keys = SORTS.find((s) => s.value === sort)?.keys ?? [['popularity', 'DESC']];
  return [
    `${row}.is_available DESC`,
    ...keys.map(([column, direction]) => `${row}.${column} ${direction}`),
    `${row}.id`,
  ].join(', ');
}
