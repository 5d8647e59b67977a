// Generated from src/contract/search.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { searchCalls } from '../contract/search';
import { filterConditionsWire } from '../domain/filter-path';
import type { Client } from '../http/create-client';
import type {
  SearchCatalogInput,
  SearchCatalogOutput,
  SearchCheckInput,
  SearchCheckOutput,
  SearchResultsFilterInput,
  SearchResultsFilterOutput,
  SearchResultsInput,
  SearchResultsOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The search calls as routes, each with its method, path, encoding and plain input and output types. */
export type SearchRoutes = {
  /** GET /catalog/search — The instant search: sections, brands and products for a query as it is typed (its last word a prefix), and popular queries (§7.5). */
  readonly catalog: TypedRoute<SearchCatalogInput, SearchCatalogOutput, 'GET', '/catalog/search', 'form'>;
  /** GET /pages/search — Search results: the products a query finds, filtered (§5 grammar), sorted and paged, with the sections and brands it names (§7.2, §2.1). */
  readonly results: TypedRoute<SearchResultsInput, SearchResultsOutput, 'GET', '/pages/search', 'form'>;
  /** GET /pages/search/filter — Search results' filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly resultsFilter: TypedRoute<
    SearchResultsFilterInput,
    SearchResultsFilterOutput,
    'GET',
    '/pages/search/filter',
    'form'
  >;
  /** GET /pages/search/check — Where a query that names a product code or article, a section or a brand exactly goes instead of the results (§7.2). */
  readonly check: TypedRoute<SearchCheckInput, SearchCheckOutput, 'GET', '/pages/search/check', 'form'>;
};

/** The search calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const searchRoutes: SearchRoutes = /* @__PURE__ */ namedRoutes('search', {
  catalog: /* @__PURE__ */ routeOf<typeof searchCalls.catalog>({
    method: 'GET',
    path: '/catalog/search',
  }),
  results: /* @__PURE__ */ routeOf<typeof searchCalls.results>({
    method: 'GET',
    path: '/pages/search',
    wire: { filter: filterConditionsWire },
  }),
  resultsFilter: /* @__PURE__ */ routeOf<typeof searchCalls.resultsFilter>({
    method: 'GET',
    path: '/pages/search/filter',
    wire: { filter: filterConditionsWire },
  }),
  check: /* @__PURE__ */ routeOf<typeof searchCalls.check>({
    method: 'GET',
    path: '/pages/search/check',
  }),
});

/** The search calls bound to a client: `searchApi(client).catalog(input)`. */
export const searchApi: (client: Client) => DomainApi<SearchRoutes> =
  /* @__PURE__ */ bindDomain(searchRoutes);
