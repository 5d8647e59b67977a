import * as z from 'zod/mini';
import { SECTION_PATH_PATTERN } from '../domain/catalog-path';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import { promoDetailSchema, promoSchema, publicPromoCodeSchema } from './entities/promo';
import { selectionSchema } from './entities/selection';
import { pageMetaSchema } from './entities/seo';
import { listingCalls } from './listing-calls';
import { intParam } from './params';

/** A promotion's code in an address: `/promo/{code}/`. */
const promoCodeParam = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Expected a promotion code: latin letters, digits and dashes'));

/** A catalogue section path such as `/catalog/elektroinstrument/dreli/`. */
const sectionPathParam = z
  .string()
  .check(z.regex(SECTION_PATH_PATTERN, 'Expected a section path like /catalog/{section}/'));

/** Current promotions, or those that have ended (the archive). */
const promoStateParam = z.enum(['current', 'archive'], {
  error: 'Expected state current or archive',
});

/** A page of promotions and its paging. */
const promoListShape = { items: z.array(promoSchema), pagination: paginationSchema };

const saleSection = listingCalls('saleSection', {
  path: '/pages/sale/section',
  input: { path: sectionPathParam },
  output: { selection: selectionSchema },
  doc: {
    page: "A catalogue section's products on sale (an old price above the current), filtered, sorted and paged (§7.2, §2.1 /sale/*).",
    filter: "A sale section's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
  },
});

/**
 * The promotions, the sale and the promo-code page (§7.2, §7.7, §2.1): `/promo/…`, `/sale/…`,
 * `/promo-code/`. Sale is every product with an old price above its price; a promotion is a dated
 * selection of products with its rules, in the archive once its last day (Moscow time) is over.
 */
export const promosCalls = defineCalls({
  ...listingCalls('sale', {
    path: '/pages/sale',
    filterPath: '/pages/sale/filter',
    input: {},
    output: { selection: selectionSchema },
    doc: {
      page: 'Products on sale (an old price above the current), filtered (§5 grammar), sorted and paged (§7.2, §2.1 /sale/).',
      filter: "The sale's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  saleSection: saleSection.saleSection,
  // The spec names one twin for the sale (`/pages/sale/filter`); a sale section's facets are its own.
  saleSectionFilter: { ...saleSection.saleSectionFilter, own: true },
  pages: {
    method: 'GET',
    path: '/pages/promos',
    doc: 'The promotions page: current promotions, or the archive of ended ones, paged (§7.2, §2.1 /promo/, /promo/archive/).',
    input: z.object({
      state: z.optional(promoStateParam),
      page: z.optional(intParam(1, 10_000)),
    }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      state: promoStateParam,
      ...promoListShape,
      /** How many promotions the other list (the archive, or the current ones) holds. */
      otherCount: z.number(),
    }),
  },
  ...listingCalls('promo', {
    path: '/pages/promos/{code}',
    filterPath: '/pages/promos/{code}/filter',
    input: { code: promoCodeParam },
    output: { promo: promoDetailSchema, selection: selectionSchema },
    doc: {
      page: "A promotion's page: its rules, dates and countdown, its products filtered, sorted and paged (§7.2, §3 Promo).",
      filter: "A promotion's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  list: {
    method: 'GET',
    path: '/promos',
    doc: 'Promotions, current or ended, paged (§7.2, §7.7).',
    input: z.object({
      state: z.optional(promoStateParam),
      page: z.optional(intParam(1, 10_000)),
      /** Promotions per page, 1..50 (default 12). */
      count: z.optional(intParam(1, 50)),
    }),
    output: z.object(promoListShape),
  },
  products: {
    method: 'GET',
    path: '/promos/{code}/products',
    doc: "A promotion's products, paged, in its order (§7.7).",
    input: z.object({
      code: promoCodeParam,
      page: z.optional(intParam(1, 10_000)),
      count: z.optional(intParam(1, 100)),
    }),
    output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
  },
  promoCodePage: {
    method: 'GET',
    path: '/pages/promo-code',
    doc: 'The promo-code page: what a promo code is, how to apply one, and the public codes in force now (§7.2, §2.1 /promo-code/).',
    input: z.object({}),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      codes: z.array(publicPromoCodeSchema),
    }),
  },
});

/** The sale page's data. */
export type SalePageData = CallOutput<typeof promosCalls.sale>;
/** The promotions page's data. */
export type PromosPageData = CallOutput<typeof promosCalls.pages>;
/** A promotion page's data. */
export type PromoPageData = CallOutput<typeof promosCalls.promo>;
/** The promo-code page's data. */
export type PromoCodePageData = CallOutput<typeof promosCalls.promoCodePage>;
