import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { catalogApi } from '../api/catalog';
import { ordersApi } from '../api/orders';
import type { ProductCard } from '../contract/entities/product';
import { createClient } from './create-client';
import { paginate, paginateItems } from './paginate';

/** A paged call over `total` numbered items, `perPage` a page, clamping a page beyond the last as servers do. */
function pagedCall(total: number, perPage = 3) {
  const pageCount = Math.ceil(total / perPage);
  return vi.fn(async (input: { page?: number; q?: string }) => {
    const page = Math.min(input.page ?? 1, Math.max(pageCount, 1));
    const from = (page - 1) * perPage;
    const items = Array.from(
      { length: Math.max(0, Math.min(perPage, total - from)) },
      (_, i) => from + i + 1,
    );
    return { items, pagination: { page, pageCount, perPage, total }, q: input.q };
  });
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const value of iterable) out.push(value);
  return out;
}

describe('paginate', () => {
  it('walks every page once, keeping the rest of the input, and stops after the last', async () => {
    const call = pagedCall(7);
    const pages = await collect(paginate(call, { q: 'дрель' }));
    expect(pages.map((p) => p.items)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(call.mock.calls.map(([input]) => input)).toEqual([
      { q: 'дрель', page: 1 },
      { q: 'дрель', page: 2 },
      { q: 'дрель', page: 3 },
    ]);
  });

  it('starts at the page asked for, answers an empty list with one page, and fetches no page unasked', async () => {
    expect((await collect(paginate(pagedCall(7), { page: 3 }))).map((p) => p.pagination.page)).toEqual([3]);
    const empty = pagedCall(0);
    expect((await collect(paginate(empty, {}))).map((p) => p.items)).toEqual([[]]);
    expect(empty).toHaveBeenCalledTimes(1);
    const lazy = pagedCall(30);
    for await (const _ of paginate(lazy, {})) break;
    expect(lazy).toHaveBeenCalledTimes(1);
  });

  it('never loops: a page the server clamped, an empty page, or maxPages ends the walk', async () => {
    expect(await collect(paginate(pagedCall(7), { page: 9 }))).toEqual([]);
    const lying = vi.fn(async ({ page = 1 }: { page?: number }) => ({
      items: page === 1 ? [1] : [],
      pagination: { page, pageCount: 1_000, perPage: 1, total: 1_000 },
    }));
    expect(await collect(paginate(lying, {}))).toHaveLength(2);
    expect(await collect(paginate(pagedCall(100, 1), {}, { maxPages: 4 }))).toHaveLength(4);
  });

  it('passes an error of a page on to the loop, after the pages before it', async () => {
    const call = pagedCall(9);
    call.mockImplementationOnce(pagedCall(9)).mockRejectedValueOnce(new Error('page 2 failed'));
    const seen: number[] = [];
    await expect(async () => {
      for await (const page of paginate(call, {})) seen.push(page.pagination.page);
    }).rejects.toThrow('page 2 failed');
    expect(seen).toEqual([1]);
  });
});

describe('paginateItems', () => {
  it('yields the items of every page in order, from `items` or `products`', async () => {
    expect(await collect(paginateItems(pagedCall(7), {}))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const listing = async ({ page = 1 }: { page?: number }) => ({
      products: [`p${page}a`, `p${page}b`],
      pagination: { page, pageCount: 2, perPage: 2, total: 4 },
    });
    expect(await collect(paginateItems(listing, {}))).toEqual(['p1a', 'p1b', 'p2a', 'p2b']);
  });

  it('takes the domain modules’ paged calls as they are, typed by their answers', () => {
    const client = createClient({ baseUrl: 'http://shop.test' });
    const products = paginateItems(catalogApi(client).section, { path: '/catalog/dreli/' });
    expectTypeOf(products).toEqualTypeOf<AsyncGenerator<ProductCard, void, undefined>>();
    const orders = paginate(ordersApi(client).list, { status: 'all' });
    expectTypeOf(orders).toExtend<AsyncGenerator<{ pagination: { pageCount: number } }, void, undefined>>();
  });
});
