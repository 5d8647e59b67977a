import {
  type Breadcrumb,
  buildFilterPath,
  type CallDef,
  type CallOutput,
  type CallTable,
  plural,
  type Sort,
} from '@verstak/sdk/contract';
import type * as z from 'zod/mini';
import type { Handler } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import { pageMeta } from '../page-calls/page-meta';
import { cardRowsByIds, toCards } from './product-cards';
import { PER_PAGE } from './product-queries';
import type { ProductScope } from './product-scope';
import { SORTS } from './product-sorts';
import { scanScope } from './scan-scope';
import { parseApplied } from './section-filter';

/** What every listing's page call reads besides its scope (`listingCalls` puts it in every input). */
interface ListingQuery {
  filter?: string | undefined;
  page?: number | undefined;
  sort?: Sort | undefined;
  count?: number | undefined;
}

/** The fields every listing page answers; the rest of its answer is its scope's own. */
type CommonField = 'meta' | 'breadcrumbs' | 'products' | 'pagination' | 'sort' | 'filter';

/** What a listing's page says about its scope, once the scan has counted its products. */
export interface ListingPage<Page extends CallDef> {
  /** The unfiltered first page's address: the canonical's base (§5 filter path on top of it). */
  readonly url: string;
  /** The `<title>` and description; the found count is given to build them with. */
  readonly title: string;
  readonly description: string;
  readonly breadcrumbs: Breadcrumb[];
  /** Overrides of the head every listing shares (the search results are never indexed). */
  readonly canonical?: string;
  readonly robots?: string;
  /** The fields the scope adds to the common answer (the section for a section). */
  readonly fields: Omit<CallOutput<Page>, CommonField>;
}

/** What a listing's page is told of its scan. */
export interface ListingScanFacts {
  readonly total: number;
  /** The first page with no filter applied. */
  readonly firstPage: boolean;
}

/** One listing on the server: how its input names a scope, and what its page says about it. */
export interface Listing<Page extends CallDef, Filter extends CallDef, Scope extends ProductScope> {
  /** The scope an input names; throws the HttpError of an input naming nothing (404 for a section). */
  scope(input: z.output<Filter['input']>, ctx: RequestContext): Promise<Scope>;
  /**
   * The page's address, head, breadcrumbs and own fields; `found` reads «N товаров», `scan` says how
   * many and whether this is the unfiltered first page.
   */
  page(scope: Scope, ctx: RequestContext, found: string, scan: ListingScanFacts): Promise<ListingPage<Page>>;
}

/** The row of a listing's filter twin in table `T`. */
type TwinOf<T extends CallTable, K extends string> = `${K}Filter` extends keyof T ? T[`${K}Filter`] : never;

/** `true` when `K` is a union: what tsc infers for a listing's name that is not a row of the table. */
type IsUnion<K, All = K> = K extends unknown ? ([All] extends [K] ? false : true) : never;

/**
 * The two handlers of a listing under its table's keys: `<name>` and `<name>Filter`. Nothing for a
 * name that is not a row: the call's own error names it, and the feature's `defineHandlers` is spared
 * a long follow-on error about every other key of the table.
 */
export type ListingHandlers<T extends CallTable, K extends keyof T & string> = true extends IsUnion<K>
  ? Record<never, never>
  : { readonly [P in K]: Handler<T[K]> } & { readonly [P in `${K}Filter`]: Handler<TwinOf<T, K>> };

/**
 * A listing's page handler and its `/filter` twin over ONE scoped product query (`scanScope`): the
 * §5 filter with facet counts, the sort, the page, and the SEO every listing shares. The canonical is
 * the unfiltered address with the applied filter path (never a page or a sort); more than one applied
 * filter, a page past the first, or an empty listing is `noindex, follow`. Spread the result into the feature's `defineHandlers`.
 */
export function listingHandlers<T extends CallTable, K extends keyof T & string, Scope extends ProductScope>(
  _table: T,
  name: K,
  listing: Listing<T[K], TwinOf<T, K>, Scope>,
): ListingHandlers<T, K> {
  /** The scope of an input and the values its `filter` applies (a 400 for an unknown condition). */
  const scoped = async (input: z.output<TwinOf<T, K>['input']>, ctx: RequestContext) => {
    const scope = await listing.scope(input, ctx);
    return { scope, applied: parseApplied((input as ListingQuery).filter, scope.definition) };
  };
  const page = async (input: z.output<T[K]['input']>, ctx: RequestContext) => {
    const { scope, applied } = await scoped(input, ctx);
    const query = input as ListingQuery;
    const perPage = query.count ?? PER_PAGE;
    const pageNumber = query.page ?? 1;
    const sort = query.sort ?? 'popular';
    const scan = await scanScope(ctx.db, scope, ctx.city.price_zone, applied, {
      sort,
      limit: perPage,
      offset: (pageNumber - 1) * perPage,
    });
    const [rows, about] = await Promise.all([
      cardRowsByIds(ctx.db, scan.pageIds, ctx.city.id),
      listing.page(scope, ctx, `${scan.total} ${plural(scan.total, ['товар', 'товара', 'товаров'])}`, {
        total: scan.total,
        firstPage: pageNumber === 1 && applied.length === 0,
      }),
    ]);
    return {
      meta: pageMeta({
        title: about.title,
        description: about.description,
        canonical: about.canonical ?? buildFilterPath(about.url, applied),
        // More than one filter, a page past the first, or a listing with nothing in it (a brand without
        // goods in a section: a soft 404 to a crawler) is not for the index; its links still are.
        robots:
          about.robots ??
          (applied.length > 1 || pageNumber > 1 || scan.total === 0 ? 'noindex, follow' : 'index, follow'),
      }),
      breadcrumbs: about.breadcrumbs,
      ...about.fields,
      products: await toCards(ctx.db, rows, (pageNumber - 1) * perPage + 1, ctx.clock.now()),
      pagination: {
        page: pageNumber,
        pageCount: Math.ceil(scan.total / perPage),
        perPage,
        total: scan.total,
      },
      sort: { current: sort, options: SORTS.map(({ value, title }) => ({ value, title })) },
      filter: { items: scan.items, applied },
    } as CallOutput<T[K]>;
  };
  const filter = async (input: z.output<TwinOf<T, K>['input']>, ctx: RequestContext) => {
    const { scope, applied } = await scoped(input, ctx);
    const { items, total } = await scanScope(ctx.db, scope, ctx.city.price_zone, applied);
    return { items, applied, total } as CallOutput<TwinOf<T, K>>;
  };
  return { [name]: page, [`${name}Filter`]: filter } as unknown as ListingHandlers<T, K>;
}
