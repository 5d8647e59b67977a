import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { brandCardSchema, brandSchema, brandSectionLinkSchema } from './entities/brand';
import { breadcrumbSchema } from './entities/breadcrumb';
import { pageMetaSchema } from './entities/seo';
import {
  brandCodesParam,
  brandTagSchema,
  tagCodeParam,
  tagSortParam,
  tagTextParam,
  tagTitleParam,
} from './entities/tag';
import { listingCalls } from './listing-calls';
import { slugParam } from './params';

/** A link to a brand tag's page. */
const brandTagLinkSchema = z.object({ code: z.string(), title: z.string(), url: z.string() });

/** One letter of the brands page: its brands in title order. */
const letterGroupSchema = z.object({
  letter: z.string(),
  /** Which alphabet the letter is of: the page shows the Latin letters, then the Cyrillic ones. */
  alphabet: z.enum(['latin', 'cyrillic', 'other']),
  brands: z.array(brandCardSchema),
});

const brandListing = listingCalls('manufacturer', {
  path: '/pages/manufacturers/{code}',
  input: { code: slugParam },
  output: { brand: brandSchema, sections: z.array(brandSectionLinkSchema) },
  doc: {
    page: 'One brand: its text and logo, its sections, its products filtered (§5), sorted and paged (§7.2, §2.1).',
    filter: '',
  },
});

const brandSectionListing = listingCalls('manufacturerSection', {
  path: '/pages/manufacturers/{code}/{section}',
  input: { code: slugParam, section: slugParam },
  output: {
    brand: brandSchema,
    section: z.object({ id: z.number(), code: z.string(), title: z.string(), url: z.string() }),
    sections: z.array(brandSectionLinkSchema),
  },
  doc: {
    page: "A brand's products in one section (its descendants' included), filtered, sorted and paged (§7.2, §2.1).",
    filter: '',
  },
});

const brandTagListing = listingCalls('brandTag', {
  path: '/brands/tag/{code}',
  filterPath: '/brands/tag/{code}/filter',
  input: { code: tagCodeParam },
  output: {
    tag: z.object({ code: z.string(), title: z.string(), text: z.string(), url: z.string() }),
    brands: z.array(brandCardSchema),
  },
  doc: {
    page: "A brand tag's page: its brands' products, filtered (§5 grammar), sorted and paged (§7.2, §2.1).",
    filter: "A brand tag's filter definition with facet counts under the applied conditions (§7.2, §4.9).",
  },
});

/** What a brand tag is made of (`POST /brands/tag/`, JSON). */
const brandTagInput = {
  code: tagCodeParam,
  title: tagTitleParam,
  text: z.optional(tagTextParam),
  /** The brands of the tag by code, at least one. */
  brands: brandCodesParam,
  sort: z.optional(tagSortParam),
};

/**
 * Who edits tags (§6): the `page-tags` and `content-managers` groups; administrators pass every staff
 * check. Everyone else is refused (403; a guest 401).
 */
const TAG_EDITORS = 'staff:page-tags,content-managers' as const;

/** The brands calls: the brands page, a brand and its sections, brand tag pages and the staff's brand tags (§7.2, §2.1, §6). */
export const brandsCalls = defineCalls({
  manufacturers: {
    method: 'GET',
    path: '/pages/manufacturers',
    doc: 'The brands page: every brand by its first letter, Latin then Cyrillic, and the brand tags (§7.2, §2.1).',
    input: z.object({}),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      groups: z.array(letterGroupSchema),
      tags: z.array(brandTagLinkSchema),
    }),
  },
  // A brand's and a brand section's filter twins are not the spec's calls and `/pages/manufacturers/{code}/filter`
  // would read as a section named «filter»: the pages alone, the storefront builds their filter from the page's answer.
  manufacturer: brandListing.manufacturer,
  manufacturerSection: brandSectionListing.manufacturerSection,
  // The spec writes the brand tag page with its trailing slash and its twin without one.
  brandTag: { ...brandTagListing.brandTag, path: '/brands/tag/{code}/' },
  brandTagFilter: brandTagListing.brandTagFilter,
  createBrandTag: {
    method: 'POST',
    path: '/brands/tag/',
    encoding: 'json',
    access: TAG_EDITORS,
    doc: 'Creates a brand tag: a named group of brands with its text; a taken code is 409 (§7.2, §7.7, §6).',
    input: z.object(brandTagInput),
    output: z.object({ tag: brandTagSchema }),
  },
  updateBrandTag: {
    method: 'PATCH',
    path: '/brands/tag/{code}',
    encoding: 'json',
    access: TAG_EDITORS,
    doc: 'Changes a brand tag: the fields given, the rest kept (§7.2, §7.7, §6).',
    input: z.object({
      code: tagCodeParam,
      title: z.optional(tagTitleParam),
      text: z.optional(tagTextParam),
      brands: z.optional(brandCodesParam),
      sort: z.optional(tagSortParam),
    }),
    output: z.object({ tag: brandTagSchema }),
  },
  deleteBrandTag: {
    method: 'DELETE',
    path: '/brands/tag/{code}',
    encoding: 'json',
    access: TAG_EDITORS,
    doc: 'Deletes a brand tag (§7.2, §7.7, §6).',
    input: z.object({ code: tagCodeParam }),
    output: z.object({ deleted: z.string() }),
  },
});

/** The brands page's data. */
export type BrandsPageData = CallOutput<typeof brandsCalls.manufacturers>;
/** A brand page's data. */
export type BrandPageData = CallOutput<typeof brandsCalls.manufacturer>;
/** A brand section page's data. */
export type BrandSectionPageData = CallOutput<typeof brandsCalls.manufacturerSection>;
/** A brand tag page's data. */
export type BrandTagPageData = CallOutput<typeof brandsCalls.brandTag>;
