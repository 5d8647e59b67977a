import { filterStoreOf } from '@verstak/react';
import { type SearchPageData, searchApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { redirectTo } from '../../app/route-redirect';
import { readListQuery } from '../../ui/listing/list-query';
import type { ListingScreenData } from '../../ui/listing/listing-data';
import { pictureSources } from '../../ui/picture-sources';
import { readSearchQuery } from './search-query';

/** The search results page's data: the call's answer and the listing screen's heading. */
export type SearchScreenData = SearchPageData & ListingScreenData;

/**
 * The search results (§2.1 `/search/?q=…`, §2.4 «Результаты поиска») in the listing block, with its §5
 * filter path (`/search/filter/…/apply/?q=…`), `?page=` and `?sort=`. A query that names a product, a
 * section or a brand exactly opens it instead (`/pages/search/check`); a filtered or later page never
 * does, the shopper is already looking at results.
 */
export const searchRoute = defineRoute({
  name: 'search',
  status: 200,
  // `/search/` or `/search/filter/…/apply/`, as `listingAt` matches a listing (not imported: the
  // listing's route chunk would then be split around this one).
  match: (pathname) => {
    if (pathname === '/search/') return { filter: '' };
    const found = /^\/search\/filter\/(.+)\/apply\/$/.exec(pathname);
    return found ? { filter: found[1] ?? '' } : null;
  },
  loader: async ({ client, params, url }): Promise<SearchScreenData> => {
    const q = readSearchQuery(url.searchParams.get('q'));
    const { page, sort } = readListQuery(url.searchParams);
    const api = searchApi(client);
    const plain = !params.filter && page === 1;
    const [check, data] = await Promise.all([
      plain && q ? api.check({ q }) : null,
      api.results({
        ...(q ? { q } : {}),
        ...(params.filter ? { filter: params.filter } : {}),
        ...(page > 1 ? { page } : {}),
        ...(sort !== 'popular' ? { sort } : {}),
      }),
    ]);
    if (check?.redirect) redirectTo(check.redirect);
    return {
      ...data,
      screen: {
        title: data.query ? `Результаты поиска «${data.query}»` : 'Поиск по каталогу',
        url: '/search/',
        chips: [],
      },
    };
  },
  count: async ({ client, params, url }) => {
    const q = readSearchQuery(url.searchParams.get('q'));
    const facets = await searchApi(client).resultsFilter({
      ...(q ? { q } : {}),
      ...(params.filter ? { filter: params.filter } : {}),
    });
    return facets.total;
  },
  page: () => import('./search-page'),
  head: (data) => ({
    ...headOfPage(data),
    preloadImages: data.products.slice(0, 1).map((p) => pictureSources(p.previewPicture)),
  }),
  prime: (stores, { filter, pagination }) => {
    filterStoreOf(stores).setDefinition(filter.items, filter.applied, pagination.total);
  },
});
