import { createVerstak } from '@verstak/react';
import {
  type BaseData,
  type Basket,
  type Client,
  type CompareState,
  createClient,
  type FavoritesList,
  type ProductCard,
} from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routes';
import { seedCommerce } from '../../shell/seed-commerce';
import { sectionHref, sectionQuery } from '../../ui/listing/section-query';
import { cardProduct } from '../../ui/product/card-product';

const card = (id: number): ProductCard =>
  ({
    id,
    title: `Товар ${id}`,
    priceCurrent: { current: 1000 + id, old: 0, showOld: false },
    manufacturer: { id: 1, title: 'Makita', code: 'makita' },
    section: { id: 7, title: 'Дрели', url: '/catalog/dreli/' },
    position: id,
  }) as ProductCard;

function verstak(fetch: typeof globalThis.fetch = () => Promise.reject(new Error('offline'))) {
  const client: Client = createClient({ baseUrl: 'http://127.0.0.1:9', fetch });
  return createVerstak(client, {
    commerceSync: { post: () => undefined, on: () => () => undefined, close: () => undefined } as never,
  });
}

describe('the list pages’ routes and query', () => {
  it.each([
    ['/personal/favorites/', 'personal-favorites'],
    ['/personal/compare/', 'compare'],
    ['/compare/', 'compare'],
    ['/personal/estimates/', 'personal-estimates'],
    ['/personal/estimates/12/', 'personal-estimates'],
    ['/personal/estimates/abc/', 'notFound'],
  ])('%s → %s', (path, name) => {
    expect(resolveRoute(path).route.name).toBe(name);
  });

  it('guards the estimates only: guests use favourites and compare (their lists hang on the fUserId)', () => {
    expect(resolveRoute('/personal/estimates/').route.guard).toBe('personal');
    expect(resolveRoute('/personal/estimates/3/').route.guard).toBe('personal');
    expect(resolveRoute('/personal/favorites/').route.guard).toBeUndefined();
    expect(resolveRoute('/personal/compare/').route.guard).toBeUndefined();
    expect(resolveRoute('/compare/').route.guard).toBeUndefined();
  });

  it('reads section and page, dropping what is not an id', () => {
    expect(sectionQuery(new URL('http://x/?section=7&page=2'))).toEqual({ sectionId: 7, page: 2 });
    expect(sectionQuery(new URL('http://x/?section=-1&page=1'))).toEqual({});
    expect(sectionQuery(new URL('http://x/?section=9999999999999&page=abc'))).toEqual({});
    expect(sectionQuery(new URL('http://x/?section=1.5&page=99999'))).toEqual({});
    expect(sectionHref('/personal/compare/', 7)).toBe('/personal/compare/?section=7');
    expect(sectionHref('/personal/favorites/', 7, 3)).toBe('/personal/favorites/?section=7&page=3');
    expect(sectionHref('/personal/favorites/', null)).toBe('/personal/favorites/');
  });
});

describe('a card as an ecommerce product (§7.8)', () => {
  it('names, prices in roubles, brand, section, place and list', () => {
    expect(cardProduct(card(3), 'Хиты продаж')).toEqual({
      id: 3,
      name: 'Товар 3',
      price: 1003,
      brand: 'Makita',
      category: 'Дрели',
      position: 3,
      list: 'Хиты продаж',
    });
    expect(cardProduct({ ...card(4), position: 0 })).not.toHaveProperty('position');
  });
});

describe('the stores the lists pages read', () => {
  it('the base data seeds the favourites, the comparison and the basket (the header counts)', () => {
    const { stores } = verstak();
    const basket = { items: [], itemsTotal: 3 } as unknown as Basket;
    seedCommerce(stores, { favorites: [1, 2], compare: [5], basket } as BaseData);
    expect(stores.favorites.getSnapshot().productIds).toEqual([1, 2]);
    expect(stores.compare.getSnapshot().productIds).toEqual([5]);
    expect(stores.basket.getSnapshot().basket?.itemsTotal).toBe(3);
    // A base answer without the lists leaves them as they are.
    seedCommerce(stores, {} as BaseData);
    expect(stores.favorites.getSnapshot().productIds).toEqual([1, 2]);
  });

  it('a route primes the favourites and compare pages it loaded into the stores', () => {
    const { stores } = verstak();
    const favorites: FavoritesList = {
      products: { items: [{ ...card(1), sections: [7] }], total: 1 },
      sections: [{ id: 7, title: 'Дрели', count: 1 }],
      activeSectionId: 7,
      count: 1,
      productIds: [1],
      pagination: { page: 1, pageCount: 1, count: 1 },
    };
    const compare: CompareState = {
      products: { id: 7, items: { '1': card(1), '2': card(2) } },
      properties: { important: [], additional: [] },
      sections: [{ id: 7, title: 'Дрели', count: 2 }],
      activeSectionId: 7,
      productIds: [1, 2],
    };
    resolveRoute('/personal/favorites/').route.prime?.(stores, {
      ...favorites,
      meta: {},
      breadcrumbs: [],
      sidebar: null,
    });
    resolveRoute('/compare/').route.prime?.(stores, { ...compare, meta: {}, breadcrumbs: [], sidebar: null });
    expect(stores.favorites.getSnapshot().listing?.products.items.map((p) => p.id)).toEqual([1]);
    expect(stores.favorites.getSnapshot().productIds).toEqual([1]);
    expect(Object.keys(stores.compare.getSnapshot().listing?.products.items ?? {})).toEqual(['1', '2']);
    expect(stores.compare.getSnapshot().productIds).toEqual([1, 2]);
  });
});

describe('the add button’s not-available case (§4.7, §8)', () => {
  const answer = (status: number, body: object) =>
    (() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      )) as typeof globalThis.fetch;

  it('a refusal for the quantity is kept for the not-available modal; the lock is released', async () => {
    const { stores } = verstak(
      answer(422, {
        code: 'product_unavailable',
        message: 'Товара нет в наличии',
        errors: { quantity: 'Товара нет в наличии' },
      }),
    );
    await stores.basket.add(702);
    expect(stores.basket.getSnapshot().addRefusal).toEqual({
      productId: 702,
      message: 'Товара нет в наличии',
    });
    expect(stores.basket.getSnapshot().adding).toEqual({});
  });

  it('any other failure stays silent', async () => {
    const { stores } = verstak(answer(500, { code: 'internal', message: 'Ошибка сервера' }));
    await stores.basket.add(702);
    expect(stores.basket.getSnapshot().addRefusal).toBeNull();
    const offline = verstak();
    await offline.stores.basket.add(702);
    expect(offline.stores.basket.getSnapshot().addRefusal).toBeNull();
  });
});
