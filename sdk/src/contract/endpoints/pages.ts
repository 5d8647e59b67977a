import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { breadcrumbSchema } from '../entities/breadcrumb';
import { filterItemSchema, filterValueSchema } from '../entities/filter';
import { brandLinkSchema } from '../entities/menu';
import { paginationSchema } from '../entities/pagination';
import { productCardSchema, productDetailSchema } from '../entities/product';
import { popularCategorySchema, sectionCardSchema } from '../entities/section';
import { pageMetaSchema } from '../entities/seo';
import { slideSchema } from '../entities/slide';
import { intParam, slugParam } from '../params';
import {
  getCatalogPageRoute,
  getMainPageRoute,
  getNotFoundPageRoute,
  getProductPageRoute,
  getSectionFilterRoute,
  getSectionPageRoute,
} from '../routes/pages';
import { sortSchema } from './sort';

/** A catalogue section path such as `/catalog/elektroinstrument/dreli/`. */
const sectionPathParam = z
  .string()
  .check(z.regex(/^\/catalog\/([a-z0-9-]+\/){1,3}$/, 'Expected a section path like /catalog/{section}/'));

/** Filter conditions in the grammar of §5, without `/filter/` and `/apply/`: `brand-is-makita/price-from-1000`. */
const filterConditionsParam = z.string().check(z.maxLength(2000));

/** Input of {@link getMainPage}. */
export const getMainPageInput = z.object({});
/** Output of {@link getMainPage}. */
export const getMainPageOutput = z.object({
  meta: pageMetaSchema,
  slides: z.array(slideSchema),
  popularCategories: z.array(popularCategorySchema),
  hits: z.array(productCardSchema),
  novelties: z.array(productCardSchema),
  brands: z.array(brandLinkSchema),
});
/** GET /pages/main (§7.2): the home page. */
export const getMainPage = defineEndpoint(getMainPageRoute, getMainPageInput, getMainPageOutput);

/** A top-level section of the catalogue root with its children. */
const catalogRootSectionSchema = z.extend(sectionCardSchema, { children: z.array(sectionCardSchema) });

/** Input of {@link getCatalogPage}. */
export const getCatalogPageInput = z.object({});
/** Output of {@link getCatalogPage}. */
export const getCatalogPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  sections: z.array(catalogRootSectionSchema),
});
/** GET /pages/catalog (§7.2): the catalogue root. */
export const getCatalogPage = defineEndpoint(getCatalogPageRoute, getCatalogPageInput, getCatalogPageOutput);

/** Input of {@link getSectionPage}. */
export const getSectionPageInput = z.object({
  path: sectionPathParam,
  filter: z.optional(filterConditionsParam),
  page: z.optional(intParam(1, 10_000)),
  sort: z.optional(sortSchema),
  /** Products per page, 1..100 (default 24). */
  count: z.optional(intParam(1, 100)),
});
/** Output of {@link getSectionPage}. */
export const getSectionPageOutput = z.object({
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
  filter: z.object({ items: z.array(filterItemSchema), applied: z.array(filterValueSchema) }),
});
/** GET /pages/catalog/section (§7.2): a section's products, filtered, sorted and paged. */
export const getSectionPage = defineEndpoint(getSectionPageRoute, getSectionPageInput, getSectionPageOutput);

/** Input of {@link getSectionFilter}. */
export const getSectionFilterInput = z.object({
  path: sectionPathParam,
  filter: z.optional(filterConditionsParam),
});
/** Output of {@link getSectionFilter}. */
export const getSectionFilterOutput = z.object({
  items: z.array(filterItemSchema),
  applied: z.array(filterValueSchema),
  total: z.number(),
});
/** GET /pages/catalog/section/filter (§7.2): a section's filter definition with facet counts. */
export const getSectionFilter = defineEndpoint(
  getSectionFilterRoute,
  getSectionFilterInput,
  getSectionFilterOutput,
);

/** Input of {@link getProductPage}. */
export const getProductPageInput = z.object({ code: slugParam });
/** Output of {@link getProductPage}. */
export const getProductPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  product: productDetailSchema,
});
/** GET /pages/catalog/product/{code} (§7.2): the product page. */
export const getProductPage = defineEndpoint(getProductPageRoute, getProductPageInput, getProductPageOutput);

/** Input of {@link getNotFoundPage}. */
export const getNotFoundPageInput = z.object({});
/** Output of {@link getNotFoundPage}. */
export const getNotFoundPageOutput = z.object({
  meta: pageMetaSchema,
  popularCategories: z.array(popularCategorySchema),
});
/** GET /pages/404 (§7.2, §2.8): data of the not-found page. */
export const getNotFoundPage = defineEndpoint(
  getNotFoundPageRoute,
  getNotFoundPageInput,
  getNotFoundPageOutput,
);
