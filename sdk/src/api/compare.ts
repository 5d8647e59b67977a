// Generated from src/contract/compare.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { compareCalls } from '../contract/compare';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  CompareAddInput,
  CompareAddOutput,
  CompareClearInput,
  CompareClearOutput,
  CompareCountInput,
  CompareCountOutput,
  CompareGetInput,
  CompareGetOutput,
  ComparePageInput,
  ComparePageOutput,
  CompareRemoveInput,
  CompareRemoveOutput,
  CompareRemoveSectionInput,
  CompareRemoveSectionOutput,
  CompareSectionsInput,
  CompareSectionsOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The compare calls as routes, each with its method, path, encoding and plain input and output types. */
export type CompareRoutes = {
  /** GET /compare/ — The comparison of a section (the first when none is given): products, properties, sections (§7.6 preparePage, index). */
  readonly get: TypedRoute<CompareGetInput, CompareGetOutput, 'GET', '/compare/', 'form'>;
  /** POST /compare/products/ — Adds a product (payload with id); the 100th is refused with the `limit` entry (§7.6, §8). */
  readonly add: TypedRoute<CompareAddInput, CompareAddOutput, 'POST', '/compare/products/', 'json'>;
  /** DELETE /compare/products/{id} — Removes a product from the comparison (§7.6). */
  readonly remove: TypedRoute<
    CompareRemoveInput,
    CompareRemoveOutput,
    'DELETE',
    '/compare/products/{id}',
    'form'
  >;
  /** DELETE /compare/ — Clears the comparison (§7.6, §4.5). */
  readonly clear: TypedRoute<CompareClearInput, CompareClearOutput, 'DELETE', '/compare/', 'form'>;
  /** GET /compare/products/count — How many products are compared (§7.6). */
  readonly count: TypedRoute<CompareCountInput, CompareCountOutput, 'GET', '/compare/products/count', 'form'>;
  /** GET /compare/sections/ — The sections of the compared products, with counts (§7.6 indexSection). */
  readonly sections: TypedRoute<
    CompareSectionsInput,
    CompareSectionsOutput,
    'GET',
    '/compare/sections/',
    'form'
  >;
  /** DELETE /compare/sections/{id} — Removes a section's products from the comparison; answers productIds (§7.6, §4.5). */
  readonly removeSection: TypedRoute<
    CompareRemoveSectionInput,
    CompareRemoveSectionOutput,
    'DELETE',
    '/compare/sections/{id}',
    'form'
  >;
  /** GET /pages/personal/compare — The compare page: a section's products side by side, important and additional properties (§7.3, §4.5). */
  readonly page: TypedRoute<ComparePageInput, ComparePageOutput, 'GET', '/pages/personal/compare', 'form'>;
};

/** The compare calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const compareRoutes: CompareRoutes = /* @__PURE__ */ namedRoutes('compare', {
  get: /* @__PURE__ */ routeOf<typeof compareCalls.get>({
    method: 'GET',
    path: '/compare/',
  }),
  add: /* @__PURE__ */ routeOf<typeof compareCalls.add>({
    method: 'POST',
    path: '/compare/products/',
    encoding: 'json',
  }),
  remove: /* @__PURE__ */ routeOf<typeof compareCalls.remove>({
    method: 'DELETE',
    path: '/compare/products/{id}',
  }),
  clear: /* @__PURE__ */ routeOf<typeof compareCalls.clear>({
    method: 'DELETE',
    path: '/compare/',
  }),
  count: /* @__PURE__ */ routeOf<typeof compareCalls.count>({
    method: 'GET',
    path: '/compare/products/count',
  }),
  sections: /* @__PURE__ */ routeOf<typeof compareCalls.sections>({
    method: 'GET',
    path: '/compare/sections/',
  }),
  removeSection: /* @__PURE__ */ routeOf<typeof compareCalls.removeSection>({
    method: 'DELETE',
    path: '/compare/sections/{id}',
  }),
  page: /* @__PURE__ */ routeOf<typeof compareCalls.page>({
    method: 'GET',
    path: '/pages/personal/compare',
  }),
});

/** The compare calls bound to a client: `compareApi(client).get(input)`. */
export const compareApi: (client: Client) => DomainApi<CompareRoutes> =
  /* @__PURE__ */ bindDomain(compareRoutes);
