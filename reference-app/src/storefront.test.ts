import { ApiError } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { errorOutcome } from './app/error-status';
import { breadcrumbJsonLd, renderHeadTags } from './app/head';
import { serializeState, unshapeState } from './app/inline-state';
import { resolveRoute } from './routes';
import { hostSubdomain } from './server/host-subdomain';
import { listHref, readListQuery } from './ui/listing/list-query';

const crumbs = [
  { title: 'Главная', url: '/', sections: [], tags: [] },
  { title: 'Каталог', url: '/catalog/', sections: [], tags: [] },
  { title: 'Дрели', url: '/catalog/dreli/', sections: [], tags: [] },
];

describe('the route table', () => {
  it.each([
    ['/', 'home'],
    ['/catalog/', 'catalog'],
    ['/catalog/elektroinstrument/', 'section'],
    ['/catalog/a/b/filter/brand-is-makita/apply/', 'section'],
    ['/catalog/new/', 'novelties'],
    ['/catalog/new/filter/brand-is-makita/price-to-5/apply/', 'novelties'],
    ['/catalog/newest/', 'section'],
    ['/product/drel-makita-1/', 'product'],
    ['/404/', 'notFound'],
    ['/no/such/page/', 'notFound'],
    ['/product/', 'notFound'],
    ['/personal/', 'personal'],
    ['/personal/login/', 'personal-login'],
    ['/personal/registration/', 'personal-registration'],
    ['/personal/external-auth/vk-id/', 'personal-external-auth'],
    ['/personal/settings/', 'personal-settings'],
    ['/personal/organizations/', 'personal-organizations'],
    ['/personal/history/', 'personal-history'],
    ['/dev/outbox/', 'dev-outbox'],
  ])('%s → %s', (path, name) => {
    expect(resolveRoute(path).route.name).toBe(name);
  });

  it('guards the personal pages and keeps login and registration for guests (§6)', () => {
    for (const path of [
      '/personal/',
      '/personal/bonuses/',
      '/personal/settings/',
      '/personal/organizations/',
    ])
      expect(resolveRoute(path).route.guard, path).toBe('personal');
    for (const path of ['/personal/login/', '/personal/registration/'])
      expect(resolveRoute(path).route.guard, path).toBe('guestOnly');
    expect(resolveRoute('/personal/external-auth/vk-id/').route.guard).toBeUndefined();
  });

  it('gives the section route the section and the filter conditions of its path', () => {
    expect(resolveRoute('/catalog/a/b/filter/brand-is-makita/price-to-5/apply/').params).toEqual({
      sectionPath: '/catalog/a/b/',
      filter: 'brand-is-makita/price-to-5',
    });
    expect(resolveRoute('/catalog/a/').params).toEqual({ sectionPath: '/catalog/a/', filter: '' });
  });

  it('gives the new arrivals route the filter conditions of its path', () => {
    expect(resolveRoute('/catalog/new/filter/brand-is-makita/price-to-5/apply/').params).toEqual({
      filter: 'brand-is-makita/price-to-5',
    });
    expect(resolveRoute('/catalog/new/').params).toEqual({ filter: '' });
  });

  it('reads page and sort from the query, falling back on bad values', () => {
    expect(readListQuery('?page=3&sort=price-asc')).toEqual({
      page: 3,
      sort: 'price-asc',
    });
    expect(readListQuery(new URLSearchParams('page=-1&sort=cheap'))).toEqual({
      page: 1,
      sort: 'popular',
    });
  });

  it('builds list links: defaults left out, other parameters kept, a new sort back to page 1', () => {
    expect(listHref('/catalog/a/', 'sort=price-asc', { page: 3 })).toBe('/catalog/a/?sort=price-asc&page=3');
    expect(listHref('/catalog/a/', 'page=3&sort=price-asc', { page: 1 })).toBe('/catalog/a/?sort=price-asc');
    expect(listHref('/catalog/a/', 'page=3&utm=x', { sort: 'price-desc' })).toBe(
      '/catalog/a/?utm=x&sort=price-desc',
    );
    expect(listHref('/catalog/a/', 'page=3&sort=price-asc', { sort: 'popular' })).toBe('/catalog/a/');
    // What listHref writes, readListQuery reads back.
    const href = listHref('/catalog/a/', '', { page: 7, sort: 'price-asc' });
    expect(readListQuery(new URL(href, 'http://x').searchParams)).toEqual({ page: 7, sort: 'price-asc' });
  });
});

describe('the head (§2.5)', () => {
  it('emits breadcrumb JSON-LD only for more than one item, without the last, on the city origin', () => {
    expect(breadcrumbJsonLd(crumbs.slice(0, 1), 'http://yaroslavl.localhost:3000')).toBeNull();
    const ld = breadcrumbJsonLd(crumbs, 'http://yaroslavl.localhost:3000') as {
      itemListElement: Array<{ item: string; position: number }>;
    };
    expect(ld.itemListElement.map((i) => i.item)).toEqual([
      'http://yaroslavl.localhost:3000/',
      'http://yaroslavl.localhost:3000/catalog/',
    ]);
  });

  it('escapes titles and makes the canonical absolute', () => {
    const html = renderHeadTags(
      {
        title: 'Пила <script>',
        description: '"кавычки"',
        canonical: '/catalog/',
        robots: 'index, follow',
        breadcrumbs: crumbs,
      },
      'http://vologda.localhost:3000',
    );
    expect(html).toContain('<title>Пила &#60;script&#62;</title>');
    expect(html).toContain('<link rel="canonical" href="http://vologda.localhost:3000/catalog/">');
    expect(html).not.toMatch(/<script>(?!.*ld\+json)/);
  });
});

describe('the inlined state', () => {
  it('cannot close its script, whatever a title holds', () => {
    const text = serializeState({ title: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('<');
    expect(unshapeState(JSON.parse(text))).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('comes back as JSON would carry it, each shape of keys written once', () => {
    const card = (id: number) => ({
      id,
      title: `Дрель ${id}`,
      price: { current: id * 100, old: 0 },
      tags: ['new'],
    });
    const state = {
      base: { city: { id: 1, name: 'Москва' }, favorites: [1, 2], user: null, gone: undefined },
      page: { data: { products: [card(1), card(2), card(3)], empty: {}, none: [], nested: [[1, [2]], []] } },
      own: JSON.parse('{"__proto__": {"polluted": true}}'),
    };
    const text = serializeState(state);
    const back = unshapeState(JSON.parse(text)) as typeof state;
    expect(back).toEqual(JSON.parse(JSON.stringify(state)));
    expect(Object.keys(back.own)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(text.split('"title"').length - 1).toBe(1);
  });

  it('says a string repeated across cards once, and brings each use back', () => {
    const param = 'Напряжение аккумулятора';
    const state = {
      products: [1, 2, 3, 4].map((id) => ({ id, param, value: `${id} В`, short: 'да' })),
      again: param,
    };
    const text = serializeState(state);
    expect(unshapeState(JSON.parse(text))).toEqual(state);
    expect(text.split(param).length - 1).toBe(1);
    // A short string costs more as a reference than said each time: it stays where it is.
    expect(text.split('"да"').length - 1).toBe(4);
  });

  it('lets a projection choose what of an object goes', () => {
    const text = serializeState({ a: { secret: 1, shown: 2 } }, (value) =>
      'secret' in value ? { shown: (value as unknown as { shown: number }).shown } : value,
    );
    expect(unshapeState(JSON.parse(text))).toEqual({ a: { shown: 2 } });
  });
});

describe('the city from the host', () => {
  it.each([
    ['yaroslavl.localhost:3000', 'yaroslavl'],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['vologda.verstak.ru', 'vologda'],
    ['www.verstak.ru', undefined],
    ['verstak.ru', undefined],
  ])('%s → %s', (host, subdomain) => {
    expect(hostSubdomain(host)).toBe(subdomain);
  });
});

describe('the error catalogue (§8)', () => {
  it('shows 404 and 400 as not found, 500 as a server error, anything else as 503', () => {
    const api = (status: number) => new ApiError({ message: 'x', status, code: 'http' });
    expect(errorOutcome(api(404))).toEqual({ kind: 'notFound', status: 404 });
    expect(errorOutcome(api(400))).toEqual({ kind: 'notFound', status: 404 });
    expect(errorOutcome(api(500))).toEqual({ kind: 'error', status: 500, message: 'Ошибка сервера' });
    expect(errorOutcome(api(502))).toEqual({
      kind: 'error',
      status: 503,
      message: 'Сайт временно недоступен',
    });
    expect(errorOutcome(new Error('network'))).toMatchObject({ status: 503 });
  });
});
