import * as z from 'zod/mini';
import { buildFilterConditions } from '../domain/filter-path';
import type { CallDef } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { type FilterValue, filterItemSchema, filterValueSchema } from './entities/filter';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import { pageMetaSchema } from './entities/seo';
import { sortSchema } from './entities/sort';
import { boundedText, intParam, type ParamSchema } from './params';

/**
 * A listing's filter: the values the SDK builds (the filter store's `applied`, `FilterValue[]`), which
 * the client writes in the §5 grammar (`wire`), or that grammar as a URL carries it, without `/filter/`
 * and `/apply/`: `brand-is-makita/price-from-1000`.
 */
const filterConditionsParam = z.union([
  boundedText(2000),
  z.pipe(
    z.array(filterValueSchema).check(z.maxLength(100, 'At most 100 filter values')),
    z.transform((values: FilterValue[], ctx) => {
      try {
        return buildFilterConditions(values);
      } catch (error) {
        ctx.issues.push({ code: 'custom', message: (error as Error).message, input: values });
        return z.NEVER;
      }
    }),
  ),
]) as ParamSchema<string, string | readonly FilterValue[]>;
/** The listing calls send their filter values in the §5 grammar. */
const filterWire = { filter: 'filterConditions' } as const;

/** The filter of a listing: every item with its facet counts, and the values the URL applies. */
const listingFilterSchema = z.object({
  items: z.array(filterItemSchema),
  applied: z.array(filterValueSchema),
});

/** What a listing's page call takes besides its scope: the §5 conditions, the page, the sort, the page size. */
const listingQueryShape = {
  /** The chosen filter values (the filter store's `applied`), or their §5 conditions as a URL carries them. */
  filter: z.optional(filterConditionsParam),
  page: z.optional(intParam(1, 10_000)),
  sort: z.optional(sortSchema),
  /** Products per page, 1..100 (default 24). */
  count: z.optional(intParam(1, 100)),
};

/** A zod object's shape: field name → schema. */
type Shape = Readonly<Record<string, z.ZodMiniType>>;

/**
 * What sets one listing apart from the others: the input naming its scope (a section's path; nothing
 * for the new arrivals), what its page adds to the common answer (the section itself), and the docs.
 */
export interface ListingScope<In extends Shape, Out extends Shape> {
  /** The page call's path under /api/v4; the filter twin's is the same with `/filter`. */
  readonly path: string;
  /**
   * The filter twin's path, written out where the spec names it (§7.2) so that a reader finds the
   * spec's call by its path; it must be the page's with `/filter` (the type says so).
   */
  readonly filterPath?: string;
  /** The fields naming the scope, sent with the page call and its twin alike. */
  readonly input: In;
  /** The fields the page answers besides meta, breadcrumbs, products, pagination, sort and filter. */
  readonly output: Out;
  /** One line each for the page call and its twin, with the spec sections (the table's `doc`). */
  readonly doc: { readonly page: string; readonly filter: string };
}

/** The page call of a listing: its scope's input plus the list query; the common answer plus the scope's. */
function pageRow<const P extends string, In extends Shape, Out extends Shape>(
  path: P,
  scope: ListingScope<In, Out>,
) {
  return {
    method: 'GET',
    path,
    wire: filterWire,
    doc: scope.doc.page,
    input: z.object({ ...scope.input, ...listingQueryShape }),
    // Field order as a section has always answered: what the scope adds comes after the breadcrumbs.
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      ...scope.output,
      products: z.array(productCardSchema),
      pagination: paginationSchema,
      sort: z.object({
        current: sortSchema,
        options: z.array(z.object({ value: sortSchema, title: z.string() })),
      }),
      filter: listingFilterSchema,
    }),
  } as const satisfies CallDef;
}

/** The `/filter` twin of a listing: the scope and the conditions in; the facets, applied values and total out. */
function filterRow<const P extends string, In extends Shape, Out extends Shape>(
  path: P,
  scope: ListingScope<In, Out>,
) {
  return {
    method: 'GET',
    path,
    wire: filterWire,
    doc: scope.doc.filter,
    input: z.object({ ...scope.input, filter: listingQueryShape.filter }),
    output: z.extend(listingFilterSchema, { total: z.number() }),
  } as const satisfies CallDef;
}

/** The two rows {@link listingCalls} makes: `<name>` for the page and `<name>Filter` for its twin. */
export type ListingRows<K extends string, P extends string, In extends Shape, Out extends Shape> = {
  readonly [Key in K]: ReturnType<typeof pageRow<P, In, Out>>;
} & {
  readonly [Key in `${K}Filter`]: ReturnType<typeof filterRow<`${P}/filter`, In, Out>>;
};

/**
 * A listing's two rows for its feature's table (§7.2): `...listingCalls('section', { path:
 * '/pages/catalog/section', ... })` gives `section` (products of the scope, filtered by the §5
 * grammar, sorted, paged, with SEO) and `sectionFilter` (`/pages/catalog/section/filter`: the facets).
 */
export function listingCalls<
  const K extends string,
  const P extends string,
  In extends Shape,
  Out extends Shape,
>(
  name: K,
  scope: ListingScope<In, Out> & { readonly path: P; readonly filterPath?: `${P}/filter` },
): ListingRows<K, P, In, Out> {
  return {
    [name]: pageRow(scope.path, scope),
    [`${name}Filter`]: filterRow(scope.filterPath ?? `${scope.path}/filter`, scope),
  } as ListingRows<K, P, In, Out>;
}
