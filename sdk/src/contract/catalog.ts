import * as z from 'zod/mini';
import { SECTION_PATH_PATTERN } from '../domain/catalog-path';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { paginationSchema } from './entities/pagination';
import { productCardSchema, productDetailSchema } from './entities/product';
import { productReviewSummarySchema } from './entities/review';
import { sectionCardSchema, sectionNodeSchema } from './entities/section';
import { selectionSchema } from './entities/selection';
import { pageMetaSchema } from './entities/seo';
import { sortSchema } from './entities/sort';
import { listingCalls } from './listing-calls';
import { idListParam, intParam, slugParam } from './params';

/** A catalogue section path such as `/catalog/elektroinstrument/dreli/`. */
const sectionPathParam = z
  .string()
  .check(z.regex(SECTION_PATH_PATTERN, 'Expected a section path like /catalog/{section}/'));

/** A top-level section of the catalogue root with its children. */
const catalogRootSectionSchema = z.extend(sectionCardSchema, { children: z.array(sectionCardSchema) });

/** The catalogue calls (§7.5) and the catalogue's page calls: its root, sections and products (§7.2). */
export const catalogCalls = defineCalls({
  sections: {
    method: 'GET',
    path: '/catalog/sections',
    doc: 'The section tree, or the children of one section (§7.5).',
    input: z.object({
      parentId: z.optional(intParam(1)),
      /** Deepest level to return, 1..3 (default 3). */
      depth: z.optional(intParam(1, 3)),
    }),
    output: z.object({ items: z.array(sectionNodeSchema) }),
  },
  products: {
    method: 'GET',
    path: '/catalog/products',
    doc: 'Products by ids (also the quick view) or by section, paged (§7.5).',
    input: z.object({
      ids: z.optional(idListParam(100)),
      sectionId: z.optional(intParam(1)),
      page: z.optional(intParam(1, 10_000)),
      count: z.optional(intParam(1, 100)),
      sort: z.optional(sortSchema),
    }),
    output: z.object({ items: z.array(productCardSchema), pagination: paginationSchema }),
  },
  root: {
    method: 'GET',
    path: '/pages/catalog',
    doc: 'The catalogue root: every top-level section with its children (§7.2, §2.1).',
    input: z.object({}),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      sections: z.array(catalogRootSectionSchema),
    }),
  },
  ...listingCalls('section', {
    path: '/pages/catalog/section',
    filterPath: '/pages/catalog/section/filter',
    input: { path: sectionPathParam },
    output: {
      section: z.object({
        id: z.number(),
        code: z.string(),
        title: z.string(),
        url: z.string(),
        description: z.string(),
        depth: z.number(),
        subsections: z.array(sectionCardSchema),
      }),
    },
    doc: {
      page: "A section's products, filtered (§5 grammar), sorted and paged (§7.2, §4.9).",
      filter: "A section's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  ...listingCalls('novelties', {
    path: '/pages/catalog/new',
    filterPath: '/pages/catalog/new/filter',
    input: { path: z.optional(sectionPathParam) },
    output: { selection: selectionSchema },
    doc: {
      page: 'New arrivals (the newest tenth of the catalogue), in one section or all, filtered (§5 grammar), sorted and paged (§7.2, §2.4).',
      filter: "New arrivals' filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  ...listingCalls('recommended', {
    path: '/pages/catalog/recommended',
    filterPath: '/pages/catalog/recommended/filter',
    input: { path: z.optional(sectionPathParam) },
    output: { selection: selectionSchema },
    doc: {
      page: "The store's recommended products (chosen by its staff), in one section or all, filtered, sorted and paged (§7.2, §2.4).",
      filter:
        "The recommended products' filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  product: {
    method: 'GET',
    path: '/pages/catalog/product/{code}',
    doc: 'The product page (§7.2, §2.2).',
    input: z.object({ code: slugParam }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      product: productDetailSchema,
      /** A few of its published reviews, the most useful first (the page's structured data, issue 17). */
      topReviews: z.array(productReviewSummarySchema),
    }),
  },
});

/** The catalogue root's data. */
export type CatalogPageData = CallOutput<typeof catalogCalls.root>;
/** The section page's data. */
export type SectionPageData = CallOutput<typeof catalogCalls.section>;
/** The product page's data. */
export type ProductPageData = CallOutput<typeof catalogCalls.product>;
