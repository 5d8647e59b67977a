import { buildFilterPath, type FilterValue, isSort, type Sort } from '@verstak/sdk';

/** The list state a catalogue URL carries in its query: `?page=` and `?sort=`. */
export interface ListQuery {
  page: number;
  sort: Sort;
}

/** A page number the section call accepts: 1..9999 without leading zeros. */
const PAGE_PARAM = /^[1-9]\d{0,3}$/;
const DEFAULT_SORT: Sort = 'popular';

/** Reads `?page=` and `?sort=`; bad or missing values fall back to page 1 and the popular sort. */
export function readListQuery(search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const page = params.get('page') ?? '';
  const sort = params.get('sort');
  return { page: PAGE_PARAM.test(page) ? Number(page) : 1, sort: isSort(sort) ? sort : DEFAULT_SORT };
}

/**
 * `pathname` with its query changed: the given page and sort set, defaults left out (so the canonical
 * URL has no `?page=1`), other parameters kept. A new sort starts again from page 1.
 */
export function listHref(pathname: string, search: string, change: Partial<ListQuery>): string {
  const params = new URLSearchParams(search);
  const page = change.sort !== undefined && change.page === undefined ? 1 : change.page;
  if (page !== undefined) {
    if (page > 1) params.set('page', String(page));
    else params.delete('page');
  }
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_SORT) params.delete('sort');
    else params.set('sort', change.sort);
  }
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * The address of a listing with the chosen filter values: the §5 filter path on the listing's
 * unfiltered `listingPath`, the sort and the rest of the query (a search's `q`) kept, from page 1.
 */
export function filteredHref(listingPath: string, search: string, values: readonly FilterValue[]): string {
  return listHref(buildFilterPath(listingPath, values), search, {
    sort: readListQuery(search).sort,
    page: 1,
  });
}
