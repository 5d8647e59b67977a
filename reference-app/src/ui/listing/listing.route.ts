import { filterStoreOf, type VerstakValue } from '@verstak/react';
import { type Client, splitCatalogPath } from '@verstak/sdk';
import { type AnyRoute, defineRoute, type LoaderContext, listRoute } from '../../app/define-route';
import { type Head, headOfPage } from '../../app/head';
import { pictureSources } from '../picture-sources';
import { readListQuery } from './list-query';
import type { ListingData, ListingScreen, ListingScreenData } from './listing-data';

/** What a listing's loader sends besides its scope: the §5 conditions, the page and the sort, defaults left out. */
export interface ListingQuery {
  filter?: string;
  page?: number;
  sort?: Exclude<ListingData['sort']['current'], 'popular'>;
  /** Products per page (1..100); the page call's default (24) when left out. */
  count?: number;
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
  /**
   * Makes the listing's `/filter` twin call, whose `total` is the filter panel's live count (§4.9):
   * `(client, query) => catalogApi(client).noveltiesFilter(query)`. A listing without a twin (a
   * brand) counts with its page call asking for one product.
   */
  facets?(
    client: Client,
    query: Pick<ListingQuery, 'filter'>,
    params: Record<string, string>,
  ): Promise<{ total: number }>;
  /** The heading, address and links of the screen, from the answer. */
  screen(data: Data): ListingScreen;
  /**
   * A page of the listing's own that shows more than the listing screen (a promotion's rules and
   * countdown above it), as `() => import('./x-page')`; the listing screen by default.
   */
  page?: () => Promise<object>;
  /** Added by the build with `page` (routeChunks); never written by hand. */
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

/** What a listing's loader needs of its route: its call and its screen. */
export type ListingSource<Data extends ListingData> = Pick<
  ListingRouteInit<Data>,
  'load' | 'screen' | 'facets'
>;

/** Loads a listing for a matched address: `?page=` and `?sort=` from the query, the §5 conditions from `params.filter`. */
export async function loadListing<Data extends ListingData>(
  source: ListingSource<Data>,
  { client, params, url }: LoaderContext,
): Promise<ListingScreenData> {
  const { page, sort } = readListQuery(url.searchParams);
  const data = await source.load(
    client,
    {
      ...(params.filter ? { filter: params.filter } : {}),
      ...(page > 1 ? { page } : {}),
      ...(sort !== 'popular' ? { sort } : {}),
    },
    params,
  );
  return { ...data, screen: source.screen(data) };
}

/**
 * How many products a listing shows at a matched address (its §5 conditions in `params.filter`):
 * the `total` of its filter twin, or of its page call asked for one product when it has none.
 */
export async function countListing<Data extends ListingData>(
  source: Pick<ListingSource<Data>, 'load' | 'facets'>,
  { client, params }: Pick<LoaderContext, 'client' | 'params'>,
): Promise<number> {
  const query = params.filter ? { filter: params.filter } : {};
  if (source.facets) return (await source.facets(client, query, params)).total;
  return (await source.load(client, { ...query, count: 1 }, params)).pagination.total;
}

/** A listing's head: its SEO, and the first card's picture, the largest paint of the first screen (listing-page's EAGER_CARDS). */
export function listingHead(data: ListingScreenData): Head {
  return {
    ...headOfPage(data),
    preloadImages: data.products.slice(0, 1).map((p) => pictureSources(p.previewPicture)),
  };
}

/** Puts a listing's filter into the filter store. */
export function primeListing(
  stores: VerstakValue['stores'],
  { filter, pagination }: ListingScreenData,
): void {
  filterStoreOf(stores).setDefinition(filter.items, filter.applied, pagination.total);
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
      loader: (ctx): Promise<ListingScreenData> => loadListing(init, ctx),
      count: (ctx) => countListing(init, ctx),
      page: () => import('./listing-page'),
      head: listingHead,
      prime: primeListing,
    }),
  );
  return init.page
    ? ({ ...route, page: init.page, ...(init.chunk ? { chunk: init.chunk } : {}) } as AnyRoute)
    : route;
}

/**
 * Matches a selection at `base` (`/sale/`, `/catalog/new/`), whole or narrowed to a catalogue
 * section written after it (`/sale/elektroinstrument/dreli/`), with or without its §5 filter path:
 * `sectionPath` is the section's catalogue path (`/catalog/elektroinstrument/dreli/`) or absent.
 */
export function selectionAt(base: string): ListingRouteInit<ListingData>['match'] {
  return (pathname) => {
    if (!pathname.startsWith(base)) return null;
    const { sectionPath, filter } = splitCatalogPath(`/catalog/${pathname.slice(base.length)}`);
    // What follows the filter path's /apply/ must be nothing (splitCatalogPath drops it).
    if (filter && !pathname.endsWith('/apply/')) return null;
    // A malformed section path goes to the call, whose 400 is the does-not-exist page (§8).
    return sectionPath === '/catalog/' ? { filter } : { filter, sectionPath };
  };
}
