import * as z from 'zod/mini';
import { SECTION_PATH_PATTERN } from '../domain/catalog-path';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { filterItemSchema, filterValueSchema } from './entities/filter';
import { paginationSchema } from './entities/pagination';
import { productCardSchema, productDetailSchema } from './entities/product';
import { sectionCardSchema } from './entities/section';
import { pageMetaSchema } from './entities/seo';
import { sortSchema } from './entities/sort';
import { boundedText, intParam, slugParam } from './params';

/** A catalogue section path such as `/catalog/elektroinstrument/dreli/`. */
const sectionPathParam = z
  .string()
  .check(z.regex(SECTION_PATH_PATTERN, 'Expected a section path like /catalog/{section}/'));

/** Filter conditions in the grammar of §5, without `/filter/` and `/apply/`: `brand-is-makita/price-from-1000`. */
const filterConditionsParam = boundedText(2000);

/** A top-level section of the catalogue root with its children. */
const catalogRootSectionSchema = z.extend(sectionCardSchema, { children: z.array(sectionCardSchema) });

const sectionFilterSchema = z.object({
  items: z.array(filterItemSchema),
  applied: z.array(filterValueSchema),
});

/** The page data calls of the catalogue (§7.2). */
export const pagesCalls = defineCalls({
  catalog: {
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
  section: {
    method: 'GET',
    path: '/pages/catalog/section',
    doc: "A section's products, filtered (§5 grammar), sorted and paged (§7.2, §4.9).",
    input: z.object({
      path: sectionPathParam,
      filter: z.optional(filterConditionsParam),
      page: z.optional(intParam(1, 10_000)),
      sort: z.optional(sortSchema),
      /** Products per page, 1..100 (default 24). */
      count: z.optional(intParam(1, 100)),
    }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      section: z.object({
        id: z.number(),
        code: z.string(),
        title: z.string(),
        url: z.string(),
        description: z.string(),
        depth: z.number(),
        subsections: z.array(sectionCardSchema),
      }),
      products: z.array(productCardSchema),
      pagination: paginationSchema,
      sort: z.object({
        current: sortSchema,
        options: z.array(z.object({ value: sortSchema, title: z.string() })),
      }),
      filter: sectionFilterSchema,
    }),
  },
  sectionFilter: {
    method: 'GET',
    path: '/pages/catalog/section/filter',
    doc: "A section's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    input: z.object({ path: sectionPathParam, filter: z.optional(filterConditionsParam) }),
    output: z.extend(sectionFilterSchema, { total: z.number() }),
  },
  product: {
    method: 'GET',
    path: '/pages/catalog/product/{code}',
    doc: 'The product page (§7.2, §2.2).',
    input: z.object({ code: slugParam }),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      product: productDetailSchema,
    }),
  },
});

/** The catalogue root's data. */
export type CatalogPageData = CallOutput<typeof pagesCalls.catalog>;
/** The section page's data. */
export type SectionPageData = CallOutput<typeof pagesCalls.section>;
/** The product page's data. */
export type ProductPageData = CallOutput<typeof pagesCalls.product>;
