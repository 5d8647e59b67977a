// Generated from src/contract/promos.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { promosCalls } from '../contract/promos';
import type { TypedRoute } from '../contract/route';
import { filterConditionsWire } from '../domain/filter-path';
import type { Client } from '../http/create-client';
import type {
  PromosListInput,
  PromosListOutput,
  PromosPagesInput,
  PromosPagesOutput,
  PromosProductsInput,
  PromosProductsOutput,
  PromosPromoCodePageInput,
  PromosPromoCodePageOutput,
  PromosPromoFilterInput,
  PromosPromoFilterOutput,
  PromosPromoInput,
  PromosPromoOutput,
  PromosSaleFilterInput,
  PromosSaleFilterOutput,
  PromosSaleInput,
  PromosSaleOutput,
  PromosSaleSectionFilterInput,
  PromosSaleSectionFilterOutput,
  PromosSaleSectionInput,
  PromosSaleSectionOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The promos calls as routes, each with its method, path, encoding and plain input and output types. */
export type PromosRoutes = {
  /** GET /pages/sale — Products on sale (an old price above the current), filtered (§5 grammar), sorted and paged (§7.2, §2.1 /sale/). */
  readonly sale: TypedRoute<PromosSaleInput, PromosSaleOutput, 'GET', '/pages/sale', 'form'>;
  /** GET /pages/sale/filter — The sale's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly saleFilter: TypedRoute<
    PromosSaleFilterInput,
    PromosSaleFilterOutput,
    'GET',
    '/pages/sale/filter',
    'form'
  >;
  /** GET /pages/sale/section — A catalogue section's products on sale (an old price above the current), filtered, sorted and paged (§7.2, §2.1 /sale/*). */
  readonly saleSection: TypedRoute<
    PromosSaleSectionInput,
    PromosSaleSectionOutput,
    'GET',
    '/pages/sale/section',
    'form'
  >;
  /** GET /pages/sale/section/filter — A sale section's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly saleSectionFilter: TypedRoute<
    PromosSaleSectionFilterInput,
    PromosSaleSectionFilterOutput,
    'GET',
    '/pages/sale/section/filter',
    'form'
  >;
  /** GET /pages/promos — The promotions page: current promotions, or the archive of ended ones, paged (§7.2, §2.1 /promo/, /promo/archive/). */
  readonly pages: TypedRoute<PromosPagesInput, PromosPagesOutput, 'GET', '/pages/promos', 'form'>;
  /** GET /pages/promos/{code} — A promotion's page: its rules, dates and countdown, its products filtered, sorted and paged (§7.2, §3 Promo). */
  readonly promo: TypedRoute<PromosPromoInput, PromosPromoOutput, 'GET', '/pages/promos/{code}', 'form'>;
  /** GET /pages/promos/{code}/filter — A promotion's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly promoFilter: TypedRoute<
    PromosPromoFilterInput,
    PromosPromoFilterOutput,
    'GET',
    '/pages/promos/{code}/filter',
    'form'
  >;
  /** GET /promos — Promotions, current or ended, paged (§7.2, §7.7). */
  readonly list: TypedRoute<PromosListInput, PromosListOutput, 'GET', '/promos', 'form'>;
  /** GET /promos/{code}/products — A promotion's products, paged, in its order (§7.7). */
  readonly products: TypedRoute<
    PromosProductsInput,
    PromosProductsOutput,
    'GET',
    '/promos/{code}/products',
    'form'
  >;
  /** GET /pages/promo-code — The promo-code page: what a promo code is, how to apply one, and the public codes in force now (§7.2, §2.1 /promo-code/). */
  readonly promoCodePage: TypedRoute<
    PromosPromoCodePageInput,
    PromosPromoCodePageOutput,
    'GET',
    '/pages/promo-code',
    'form'
  >;
};

/** The promos calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const promosRoutes: PromosRoutes = /* @__PURE__ */ namedRoutes('promos', {
  sale: /* @__PURE__ */ routeOf<typeof promosCalls.sale>({
    method: 'GET',
    path: '/pages/sale',
    wire: { filter: filterConditionsWire },
  }),
  saleFilter: /* @__PURE__ */ routeOf<typeof promosCalls.saleFilter>({
    method: 'GET',
    path: '/pages/sale/filter',
    wire: { filter: filterConditionsWire },
  }),
  saleSection: /* @__PURE__ */ routeOf<typeof promosCalls.saleSection>({
    method: 'GET',
    path: '/pages/sale/section',
    wire: { filter: filterConditionsWire },
  }),
  saleSectionFilter: /* @__PURE__ */ routeOf<typeof promosCalls.saleSectionFilter>({
    method: 'GET',
    path: '/pages/sale/section/filter',
    wire: { filter: filterConditionsWire },
  }),
  pages: /* @__PURE__ */ routeOf<typeof promosCalls.pages>({
    method: 'GET',
    path: '/pages/promos',
  }),
  promo: /* @__PURE__ */ routeOf<typeof promosCalls.promo>({
    method: 'GET',
    path: '/pages/promos/{code}',
    wire: { filter: filterConditionsWire },
  }),
  promoFilter: /* @__PURE__ */ routeOf<typeof promosCalls.promoFilter>({
    method: 'GET',
    path: '/pages/promos/{code}/filter',
    wire: { filter: filterConditionsWire },
  }),
  list: /* @__PURE__ */ routeOf<typeof promosCalls.list>({
    method: 'GET',
    path: '/promos',
  }),
  products: /* @__PURE__ */ routeOf<typeof promosCalls.products>({
    method: 'GET',
    path: '/promos/{code}/products',
  }),
  promoCodePage: /* @__PURE__ */ routeOf<typeof promosCalls.promoCodePage>({
    method: 'GET',
    path: '/pages/promo-code',
  }),
});

/** The promos calls bound to a client: `promosApi(client).sale(input)`. */
export const promosApi: (client: Client) => DomainApi<PromosRoutes> =
  /* @__PURE__ */ bindDomain(promosRoutes);
