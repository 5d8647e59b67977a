import type { Client } from '@verstak/sdk';
import { type AnyRoute, defineRoute, listRoute, type PageModule } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from './list-query';
import type { ListingData, ListingScreen, ListingScreenData } from './listing-data';

/** What a listing's loader sends besides its scope: the §5 conditions, the page and the sort, defaults left out. */
export interface ListingQuery {
  filter?: string;
  page?: number;
  sort?: Exclude<ListingData['sort']['current'], 'popular'>;
}

/** One listing route: its address, its call and what its screen says about its scope. */
export interface ListingRouteInit<Data extends ListingData> {
  /** Names the route in the inlined state. */
  name: string;
  /**
   * The params of a matching pathname, `filter` holding its §5 conditions (`''` for none), or null;
   * {@link listingAt} makes it for a fixed address.
   */
  match(pathname: string): ({ filter: string } & Record<string, string>) | null;
  /** Makes the page call: `(client, query) => catalogApi(client).novelties(query)`. */
  load(client: Client, query: ListingQuery, params: Record<string, string>): Promise<Data>;
  /** The heading, address and links of the screen, from the answer. */
  screen(data: Data): ListingScreen;
  /**
   * A page of its own wrapping the listing screen (a tag's page with its staff editor): an arrow
   * importing the page module, written in a `*.route.ts` file, so the build adds its `chunk` beside it.
   */
  page?: () => Promise<PageModule<ListingScreenData>>;
  /** Added by the build beside `page` (routeChunks); never written by hand. */
  chunk?: string;
}

/** Matches a listing at a fixed address, with or without its §5 filter path: `/catalog/new/filter/…/apply/`. */
export function listingAt(url: string): ListingRouteInit<ListingData>['match'] {
  const filtered = new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}filter/(.+)/apply/$`);
  return (pathname) => {
    if (pathname === url) return { filter: '' };
    const found = filtered.exec(pathname);
    return found ? { filter: found[1] ?? '' } : null;
  };
}

/**
 * A listing route: the listing screen (products, the filter as a sheet on phones, sort, pages) over
 * a listing call, with `?page=` and `?sort=` read from the query and the head from the answer's SEO.
 */
export function listingRoute<Data extends ListingData>(init: ListingRouteInit<Data>): AnyRoute {
  const route = listRoute(
    defineRoute({
      name: init.name,
      status: 200,
      match: init.match,
      loader: async ({ client, params, url }): Promise<ListingScreenData> => {
        const { page, sort } = readListQuery(url.searchParams);
        const data = await init.load(
          client,
          {
            ...(params.filter ? { filter: params.filter } : {}),
            ...(page > 1 ? { page } : {}),
            ...(sort !== 'popular' ? { sort } : {}),
          },
          params,
        );
        return { ...data, screen: init.screen(data) };
      },
      page: () => import('./listing-page'),
      // The first card's picture is the largest paint of the first screen (listing-page's EAGER_CARDS).
      head: (data) => ({
        ...headOfPage(data),
        preloadImages: data.products.slice(0, 1).map((p) => p.previewPicture),
      }),
      prime: (stores, { filter, pagination }) => {
        stores.filter.setDefinition(filter.items, filter.applied, pagination.total);
      },
    }),
  );
  if (!init.page) return route;
  // A page of the route's own, taking the same data (its `Page` wraps the listing screen's).
  const own: AnyRoute = { ...route, page: init.page };
  if (init.chunk) own.chunk = init.chunk;
  return own;
}
