// Generated from src/contract/catalog.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { catalogCalls } from '../contract/catalog';
import type { TypedRoute } from '../contract/route';
import { filterConditionsWire } from '../domain/filter-path';
import type { Client } from '../http/create-client';
import type {
  CatalogNoveltiesFilterInput,
  CatalogNoveltiesFilterOutput,
  CatalogNoveltiesInput,
  CatalogNoveltiesOutput,
  CatalogProductInput,
  CatalogProductOutput,
  CatalogProductsInput,
  CatalogProductsOutput,
  CatalogRecommendedFilterInput,
  CatalogRecommendedFilterOutput,
  CatalogRecommendedInput,
  CatalogRecommendedOutput,
  CatalogRootInput,
  CatalogRootOutput,
  CatalogSectionFilterInput,
  CatalogSectionFilterOutput,
  CatalogSectionInput,
  CatalogSectionOutput,
  CatalogSectionsInput,
  CatalogSectionsOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The catalog calls as routes, each with its method, path, encoding and plain input and output types. */
export type CatalogRoutes = {
  /** GET /catalog/sections — The section tree, or the children of one section (§7.5). */
  readonly sections: TypedRoute<
    CatalogSectionsInput,
    CatalogSectionsOutput,
    'GET',
    '/catalog/sections',
    'form'
  >;
  /** GET /catalog/products — Products by ids (also the quick view) or by section, paged (§7.5). */
  readonly products: TypedRoute<
    CatalogProductsInput,
    CatalogProductsOutput,
    'GET',
    '/catalog/products',
    'form'
  >;
  /** GET /pages/catalog — The catalogue root: every top-level section with its children (§7.2, §2.1). */
  readonly root: TypedRoute<CatalogRootInput, CatalogRootOutput, 'GET', '/pages/catalog', 'form'>;
  /** GET /pages/catalog/section — A section's products, filtered (§5 grammar), sorted and paged (§7.2, §4.9). */
  readonly section: TypedRoute<
    CatalogSectionInput,
    CatalogSectionOutput,
    'GET',
    '/pages/catalog/section',
    'form'
  >;
  /** GET /pages/catalog/section/filter — A section's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly sectionFilter: TypedRoute<
    CatalogSectionFilterInput,
    CatalogSectionFilterOutput,
    'GET',
    '/pages/catalog/section/filter',
    'form'
  >;
  /** GET /pages/catalog/new — New arrivals (the newest tenth of the catalogue), in one section or all, filtered (§5 grammar), sorted and paged (§7.2, §2.4). */
  readonly novelties: TypedRoute<
    CatalogNoveltiesInput,
    CatalogNoveltiesOutput,
    'GET',
    '/pages/catalog/new',
    'form'
  >;
  /** GET /pages/catalog/new/filter — New arrivals' filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly noveltiesFilter: TypedRoute<
    CatalogNoveltiesFilterInput,
    CatalogNoveltiesFilterOutput,
    'GET',
    '/pages/catalog/new/filter',
    'form'
  >;
  /** GET /pages/catalog/recommended — The store's recommended products (chosen by its staff), in one section or all, filtered, sorted and paged (§7.2, §2.4). */
  readonly recommended: TypedRoute<
    CatalogRecommendedInput,
    CatalogRecommendedOutput,
    'GET',
    '/pages/catalog/recommended',
    'form'
  >;
  /** GET /pages/catalog/recommended/filter — The recommended products' filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly recommendedFilter: TypedRoute<
    CatalogRecommendedFilterInput,
    CatalogRecommendedFilterOutput,
    'GET',
    '/pages/catalog/recommended/filter',
    'form'
  >;
  /** GET /pages/catalog/product/{code} — The product page (§7.2, §2.2). */
  readonly product: TypedRoute<
    CatalogProductInput,
    CatalogProductOutput,
    'GET',
    '/pages/catalog/product/{code}',
    'form'
  >;
};

/** The catalog calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const catalogRoutes: CatalogRoutes = /* @__PURE__ */ namedRoutes('catalog', {
  sections: /* @__PURE__ */ routeOf<typeof catalogCalls.sections>({
    method: 'GET',
    path: '/catalog/sections',
  }),
  products: /* @__PURE__ */ routeOf<typeof catalogCalls.products>({
    method: 'GET',
    path: '/catalog/products',
  }),
  root: /* @__PURE__ */ routeOf<typeof catalogCalls.root>({
    method: 'GET',
    path: '/pages/catalog',
  }),
  section: /* @__PURE__ */ routeOf<typeof catalogCalls.section>({
    method: 'GET',
    path: '/pages/catalog/section',
    wire: { filter: filterConditionsWire },
  }),
  sectionFilter: /* @__PURE__ */ routeOf<typeof catalogCalls.sectionFilter>({
    method: 'GET',
    path: '/pages/catalog/section/filter',
    wire: { filter: filterConditionsWire },
  }),
  novelties: /* @__PURE__ */ routeOf<typeof catalogCalls.novelties>({
    method: 'GET',
    path: '/pages/catalog/new',
    wire: { filter: filterConditionsWire },
  }),
  noveltiesFilter: /* @__PURE__ */ routeOf<typeof catalogCalls.noveltiesFilter>({
    method: 'GET',
    path: '/pages/catalog/new/filter',
    wire: { filter: filterConditionsWire },
  }),
  recommended: /* @__PURE__ */ routeOf<typeof catalogCalls.recommended>({
    method: 'GET',
    path: '/pages/catalog/recommended',
    wire: { filter: filterConditionsWire },
  }),
  recommendedFilter: /* @__PURE__ */ routeOf<typeof catalogCalls.recommendedFilter>({
    method: 'GET',
    path: '/pages/catalog/recommended/filter',
    wire: { filter: filterConditionsWire },
  }),
  product: /* @__PURE__ */ routeOf<typeof catalogCalls.product>({
    method: 'GET',
    path: '/pages/catalog/product/{code}',
  }),
});

/** The catalog calls bound to a client: `catalogApi(client).sections(input)`. */
export const catalogApi: (client: Client) => DomainApi<CatalogRoutes> =
  /* @__PURE__ */ bindDomain(catalogRoutes);
