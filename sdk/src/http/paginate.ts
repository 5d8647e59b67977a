import type { Pagination } from '../contract/entities/pagination';

/**
 * A paged call of a domain module (`catalogApi(client).section`, `searchApi(client).…`,
 * `ordersApi(client).list`): it takes an input with a `page` and answers a `pagination`.
 */
export type PagedCall = (input: never, ...rest: never[]) => Promise<{ pagination: Pagination }>;

/** A paged call's input. */
type InputOf<C extends PagedCall> = Parameters<C>[0];
/** A paged call's answer: one page. */
type PageOf<C extends PagedCall> = Awaited<ReturnType<C>>;

/** The items of a page: its `items` (orders) or its `products` (listings, search). */
export type PageItem<O> = O extends { items: ReadonlyArray<infer T> }
  ? T
  : O extends { products: ReadonlyArray<infer T> }
    ? T
    : never;

/** Options of {@link paginate} and {@link paginateItems}. */
export interface PaginateOptions {
  /** Stops after this many pages, whatever the server says; 10 000 by default (the API's last page number). */
  maxPages?: number;
}

/** The items a page holds, whichever field the call answers them in. */
function itemsOf(page: object): readonly unknown[] {
  const { items, products } = page as { items?: unknown; products?: unknown };
  if (Array.isArray(items)) return items;
  return Array.isArray(products) ? products : [];
}

/**
 * Walks a paged call page by page from `input.page` (1 by default), yielding each page's answer and
 * stopping after the last one (`pagination.pageCount`), at an empty page, or when the server answers
 * a page it was not asked for (a page number it clamped): never an endless loop.
 *
 * ```ts
 * for await (const page of paginate(catalogApi(client).section, { path: '/catalog/dreli/' })) …
 * ```
 */
export async function* paginate<C extends PagedCall>(
  call: C,
  input: InputOf<C>,
  options: PaginateOptions = {},
): AsyncGenerator<PageOf<C>, void, undefined> {
  const maxPages = options.maxPages ?? 10_000;
  let page = Number((input as { page?: unknown }).page ?? 1);
  for (let fetched = 0; fetched < maxPages; fetched++) {
    const answer = await (call as unknown as (input: unknown) => Promise<PageOf<C>>)({
      ...(input as object),
      page,
    });
    if (answer.pagination.page !== page) return;
    yield answer;
    if (page >= answer.pagination.pageCount || itemsOf(answer).length === 0) return;
    page += 1;
  }
}

/**
 * Walks a paged call item by item (each page's `items` or `products`), fetching the next page only
 * when the one before is used up; stops as {@link paginate} does.
 *
 * ```ts
 * for await (const product of paginateItems(catalogApi(client).section, { path: '/catalog/dreli/' })) …
 * ```
 */
export async function* paginateItems<C extends PagedCall>(
  call: C,
  input: InputOf<C>,
  options: PaginateOptions = {},
): AsyncGenerator<PageItem<PageOf<C>>, void, undefined> {
  for await (const page of paginate(call, input, options)) {
    yield* itemsOf(page) as Iterable<PageItem<PageOf<C>>>;
  }
}
