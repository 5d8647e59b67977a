import type { VerstakValue } from '@verstak/react';
import { type Client, isSort, pagesApi, type SectionPageData, type Sort } from '@verstak/sdk';
import type { ComponentType } from 'react';
import { type Head, headFromMeta } from './head';

/** The routes of this slice (spec §2.1, §2.2); `notFound` also answers every unknown path. */
export type RouteName = 'home' | 'catalog' | 'section' | 'product' | 'notFound';

/** What a loader gets: one SDK client of this request, the route's params and the URL. */
export interface LoaderContext {
  client: Client;
  params: Record<string, string>;
  url: URL;
}

/** A page module: each route is its own lazily loaded chunk. */
export interface PageModule {
  Page: ComponentType<{ data: unknown }>;
}

/** One route: how it matches, loads its chunk and data, and what its head says. */
export interface RouteDef {
  name: RouteName;
  /** The params of a matching pathname, or null. */
  match(pathname: string): Record<string, string> | null;
  load(): Promise<PageModule>;
  loader(ctx: LoaderContext): Promise<unknown>;
  head(data: unknown): Head;
  /** HTTP status the page is served with. */
  status: 200 | 404;
  /** Puts the loaded data into the stores before the page renders (server, hydration and client alike). */
  prime?(stores: VerstakValue['stores'], data: unknown): void;
}

type PageData = {
  meta: Parameters<typeof headFromMeta>[0];
  breadcrumbs?: Parameters<typeof headFromMeta>[1];
};
const headOf = (data: unknown) => headFromMeta((data as PageData).meta, (data as PageData).breadcrumbs ?? []);

const FILTER_MARK = '/filter/';

/** Splits a catalogue path into the section and the §5 filter conditions: `/catalog/a/filter/x-is-y/apply/`. */
export function splitCatalogPath(pathname: string): { sectionPath: string; filter: string } {
  const at = pathname.indexOf(FILTER_MARK);
  if (at === -1) return { sectionPath: pathname, filter: '' };
  const conditions = pathname.slice(at + FILTER_MARK.length).replace(/\/?apply\/?$/, '');
  return { sectionPath: pathname.slice(0, at + 1), filter: conditions };
}

/** A page number the section call accepts: 1..9999 without leading zeros. */
const PAGE_PARAM = /^[1-9]\d{0,3}$/;

/** `?page=` and `?sort=` of a section URL; bad values fall back to the defaults. */
export function listQuery(url: URL): { page: number; sort: Sort } {
  const page = url.searchParams.get('page') ?? '';
  const sort = url.searchParams.get('sort');
  return { page: PAGE_PARAM.test(page) ? Number(page) : 1, sort: isSort(sort) ? sort : 'popular' };
}

/** The route table, in matching order; the last route catches everything. */
export const routes: RouteDef[] = [
  {
    name: 'home',
    status: 200,
    match: (p) => (p === '/' ? {} : null),
    load: () => import('./pages/home-page'),
    loader: ({ client }) => pagesApi(client).main(),
    head: headOf,
  },
  {
    name: 'catalog',
    status: 200,
    match: (p) => (p === '/catalog/' ? {} : null),
    load: () => import('./pages/catalog-page'),
    loader: ({ client }) => pagesApi(client).catalog(),
    head: headOf,
  },
  {
    name: 'section',
    status: 200,
    match: (p) => (/^\/catalog\/[a-z0-9-]+\//.test(p) ? splitCatalogPath(p) : null),
    load: () => import('./pages/section-page'),
    prime: (stores, data) => {
      const { filter, pagination } = data as SectionPageData;
      stores.filter.setDefinition(filter.items, filter.applied, pagination.total);
    },
    loader: ({ client, params, url }) => {
      const { page, sort } = listQuery(url);
      return pagesApi(client).section({
        path: params.sectionPath ?? '',
        ...(params.filter ? { filter: params.filter } : {}),
        ...(page > 1 ? { page } : {}),
        ...(sort !== 'popular' ? { sort } : {}),
      });
    },
    head: headOf,
  },
  {
    name: 'product',
    status: 200,
    match: (p) => {
      const m = /^\/product\/([a-z0-9-]+)\/$/.exec(p);
      return m ? { code: m[1] as string } : null;
    },
    load: () => import('./pages/product-page'),
    loader: ({ client, params }) => pagesApi(client).product({ code: params.code ?? '' }),
    head: headOf,
  },
  {
    name: 'notFound',
    status: 404,
    match: () => ({}),
    load: () => import('./pages/not-found-page'),
    loader: ({ client }) => pagesApi(client).notFound(),
    head: (data) => ({
      ...headOf(data),
      title: 'Такой страница не существует',
      robots: 'noindex, nofollow',
      canonical: '',
    }),
  },
];

/** The route answering `pathname` and its params; the catch-all when nothing else matches. */
export function resolveRoute(pathname: string): { route: RouteDef; params: Record<string, string> } {
  for (const route of routes) {
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  throw new Error('The route table has no catch-all');
}

/** The not-found route. */
export const notFoundRoute = routes.find((r) => r.name === 'notFound') as RouteDef;
