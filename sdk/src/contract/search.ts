import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { productCardSchema } from './entities/product';
import { sectionCardSchema } from './entities/section';
import { listingCalls } from './listing-calls';
import { boundedText, intParam } from './params';

// Search (§2.1 `/search/`, §7.2, §7.5): the instant search under the header's box, the results page
// in the listing block, and the check that sends a query naming a product, a section or a brand
// straight there. Queries are read as Russian shoppers type them (reference-server/src/search/).

/** A query as typed: up to 200 characters, no control characters; empty or blank is allowed. */
const queryParam = z.optional(boundedText(200));

/** A brand a query names, with the link to its page. */
const searchBrandSchema = z.object({
  code: z.string(),
  title: z.string(),
  url: z.string(),
  productCount: z.number(),
});

/** A query other shoppers ask often («Часто ищут»), with the link to its results. */
const popularQuerySchema = z.object({ query: z.string(), url: z.string() });

/** The search calls. */
export const searchCalls = defineCalls({
  catalog: {
    method: 'GET',
    path: '/catalog/search',
    doc: 'The instant search: sections, brands and products for a query as it is typed (its last word a prefix), and popular queries (§7.5).',
    input: z.object({
      q: queryParam,
      /** Products to return, 1..50 (default 10). */
      limit: z.optional(intParam(1, 50)),
    }),
    output: z.object({
      query: z.string(),
      /** The query as understood (layout, alphabet, typos mended), when it differs from the typed one. */
      understood: z.nullable(z.string()),
      products: z.array(productCardSchema),
      sections: z.array(sectionCardSchema),
      brands: z.array(searchBrandSchema),
      popular: z.array(popularQuerySchema),
      total: z.number(),
    }),
  },
  ...listingCalls('results', {
    path: '/pages/search',
    filterPath: '/pages/search/filter',
    input: { q: queryParam },
    output: {
      /** The query as read (trimmed, at most 200 characters). */
      query: z.string(),
      understood: z.nullable(z.string()),
      /** Sections and brands the query names, shown above the products. */
      sections: z.array(sectionCardSchema),
      brands: z.array(searchBrandSchema),
      /** When nothing is found: what to try instead (popular queries). */
      suggestions: z.array(popularQuerySchema),
    },
    doc: {
      page: 'Search results: the products a query finds, filtered (§5 grammar), sorted and paged, with the sections and brands it names (§7.2, §2.1).',
      filter:
        "Search results' filter definition with facet counts under the applied conditions (§7.2, §4.9).",
    },
  }),
  check: {
    method: 'GET',
    path: '/pages/search/check',
    doc: 'Where a query that names a product code or article, a section or a brand exactly goes instead of the results (§7.2).',
    input: z.object({ q: queryParam }),
    output: z.object({
      /** The page to open instead of the results, or null for the results. */
      redirect: z.nullable(z.string()),
      kind: z.nullable(z.enum(['product', 'section', 'brand'])),
    }),
  },
});

/** The search results page's data. */
export type SearchPageData = CallOutput<typeof searchCalls.results>;
/** The instant search's answer. */
export type InstantSearchData = CallOutput<typeof searchCalls.catalog>;
