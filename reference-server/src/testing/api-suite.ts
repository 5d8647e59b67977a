// The SDK's client on purpose: these checks drive the API as a storefront does, so the client and the
// server are tested together (tests/contract/import-rules.test.ts lists this file as the exception).
import {
  ApiError,
  baseApi,
  type Client,
  catalogApi,
  citiesApi,
  createClient,
  errorsApi,
  homeApi,
  searchApi,
} from '@verstak/sdk';
import {
  type FilterItem,
  type FilterValue,
  RELEASE_VERSION,
  validateWithContract,
} from '@verstak/sdk/contract';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { signAccessToken } from '../identity/access-token';
import { sessionKeyOf } from '../identity/session-key';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { createRandom } from '../seed/random';
import {
  companyInn,
  companyOgrn,
  correspondentAccountOf,
  kppOf,
  settlementAccount,
} from '../seed/requisites-data';
import { seed } from '../seed/seed';

/** The fixed instant the checks run at: city tags read `v4-2026-11`. */
export const NOW = Date.UTC(2026, 10, 23, 12);

/**
 * The server's behaviour, checked through the SDK with every response validated against the contract.
 * Runs on PGlite (api.test.ts) and on a real PostgreSQL (postgres.pg.test.ts).
 */
export function apiSuite(name: string, open: () => Promise<{ db: Db; dispose(): Promise<void> }>): void {
  describe(name, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let api: ReturnType<typeof createApi>;
    let client: Client;
    const drills = '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/';
    const top = '/catalog/elektroinstrument/';

    const raw = async (path: string, init?: RequestInit) => {
      const response = await api.fetch(new Request(`http://api.test/api/v4${path}`, init));
      return {
        status: response.status,
        body: (await response.json()) as {
          version?: string;
          code?: string;
          errors?: Record<string, string>;
          data?: unknown;
        },
      };
    };

    beforeAll(async () => {
      ({ db, dispose } = await open());
      await migrate(db);
      await seed(db, { products: 1500 });
      api = createApi({ db, clock: { now: () => NOW }, validateOutput: true });
      client = createClient({
        baseUrl: 'http://api.test',
        fetch: async (input, init) => api.fetch(new Request(input, init)),
        validate: validateWithContract,
      });
    });
    afterAll(async () => {
      await dispose();
    });

    it('seeds the 11 pickup cities, at least 20 delivery cities and a shop in every pickup city', async () => {
      const { items } = await citiesApi(client).list();
      const pickup = items.filter((c) => c.kind === 'pickup');
      expect(pickup.map((c) => c.name)).toEqual([
        'Москва',
        'Ярославль',
        'Вологда',
        'Кострома',
        'Владимир',
        'Рыбинск',
        'Череповец',
        'Кинешма',
        'Переславль-Залесский',
        'Ковров',
        'Муром',
      ]);
      expect(items.filter((c) => c.kind === 'delivery').length).toBeGreaterThanOrEqual(20);
      expect(items.every((c) => c.dateUpdate === 'v4-2026-11')).toBe(true);
      for (const city of pickup) {
        client.setCity(city.locationId);
        const base = await baseApi(client).get({ select: ['shops'] });
        expect(base.shops?.length, city.name).toBeGreaterThan(0);
      }
      client.setCity(undefined);
    });

    it('builds a three-level tree of ≥ 8 top-level and ≥ 60 leaf sections and ≥ 30 brands', async () => {
      const { items } = await catalogApi(client).sections();
      expect(items.filter((s) => s.depth === 1).length).toBeGreaterThanOrEqual(8);
      expect(items.filter((s) => s.depth === 3).length).toBeGreaterThanOrEqual(60);
      const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM brands')) as [
        { n: number },
      ];
      expect(n).toBeGreaterThanOrEqual(30);
      const base = await baseApi(client).get({ select: ['menu'] });
      expect(base.menu?.catalog[0]?.children[0]?.children.length).toBeGreaterThan(0);
      expect(Object.keys(base.menu?.popularBrands ?? {})).toHaveLength(
        items.filter((s) => s.depth === 1).length,
      );
    });

    it('seeds the same store from the same seed', async () => {
      const first = await db.query('SELECT id, code, price, props FROM products ORDER BY id LIMIT 50');
      await seed(db, { products: 1500 });
      expect(await db.query('SELECT id, code, price, props FROM products ORDER BY id LIMIT 50')).toEqual(
        first,
      );
    });

    it('answers from the new store once the seed has rewritten it, cached figures included', async () => {
      const before = await catalogApi(client).sectionFilter({ path: top });
      await seed(db, { products: 300 });
      try {
        const after = await catalogApi(client).sectionFilter({ path: top });
        const [row] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM products p JOIN sections s ON s.id = p.top_id WHERE s.url = $1',
          [top],
        );
        expect(after.total).toBe(row?.n);
        expect(after.total).toBeLessThan(before.total);
      } finally {
        await seed(db, { products: 1500 });
      }
      expect((await catalogApi(client).sectionFilter({ path: top })).total).toBe(before.total);
    });

    it('searches every city by name on the server, pickup cities first, in any case', async () => {
      const names = async (q: string) => (await citiesApi(client).list({ q })).items.map((c) => c.name);
      expect(await names('ЯРОСЛ')).toEqual(['Ярославль']);
      expect(await names('новгор')).toEqual(['Нижний Новгород']);
      expect(await names('к')).toEqual([
        'Кострома',
        'Кинешма',
        'Ковров',
        'Казань',
        'Краснодар',
        'Калуга',
        'Киров',
      ]);
      expect(await names('атлантида')).toEqual([]);
      const all = (await citiesApi(client).list()).items;
      const firstDelivery = all.findIndex((c) => c.kind === 'delivery');
      expect(all.slice(firstDelivery).every((c) => c.kind === 'delivery')).toBe(true);
    });

    it('takes the city from the host subdomain, else currentCity, else Moscow', async () => {
      expect((await baseApi(client).get({ hostSubdomain: 'yaroslavl', select: ['city'] })).city?.name).toBe(
        'Ярославль',
      );
      expect((await baseApi(client).get({ hostSubdomain: 'atlantis', select: ['city'] })).city?.name).toBe(
        'Москва',
      );
      const vologda = (await citiesApi(client).list({ q: 'Волог' })).items[0];
      client.setCity(vologda?.locationId);
      expect((await citiesApi(client).current()).name).toBe('Вологда');
      client.setCity(undefined);
      expect((await citiesApi(client).get({ id: vologda?.locationId ?? '' })).name).toBe('Вологда');
    });

    it('offers all five filter types, facet counts per variant and section bounds', async () => {
      const { items, total } = await catalogApi(client).sectionFilter({ path: drills });
      expect(new Set(items.map((i) => i.type))).toEqual(new Set(['int', 'float', 'bool', 'enum', 'string']));
      const brand = items.find((i) => i.code === 'brand') as FilterItem;
      expect(brand.isManufacturer).toBe(true);
      expect(brand.variants.reduce((n, v) => n + v.stat, 0)).toBe(total);
      const price = items.find((i) => i.code === 'price') as FilterItem;
      expect(price.min).toBeLessThan(price.max);
      expect(items.find((i) => i.code === 'warranty')?.variants.map((v) => v.title)).toEqual([
        '12 месяцев',
        '24 месяца',
        '3 года',
        '5 лет',
      ]);
    });

    it('filters in SQL: every product matches, and a variant’s stat is the count its choice gives', async () => {
      const { items } = await catalogApi(client).sectionFilter({ path: drills, filter: 'brushless-is-yes' });
      const brand = items.find((i) => i.code === 'brand') as FilterItem;
      const variant = [...brand.variants].sort((a, b) => b.stat - a.stat)[0];
      const filter = `brushless-is-yes/brand-is-${variant?.value}`;
      const page = await catalogApi(client).section({ path: drills, filter, count: 100 });
      expect(page.pagination.total).toBe(variant?.stat);
      expect(page.products.every((p) => p.manufacturer.code === variant?.value)).toBe(true);
      expect(page.filter.applied).toEqual([
        { code: 'brand', kind: 'choice', values: [variant?.value] },
        { code: 'brushless', kind: 'choice', values: ['yes'] },
      ]);
      expect(page.meta.canonical).toBe(`${drills}filter/brand-is-${variant?.value}/brushless-is-yes/apply/`);
      const cheap = await catalogApi(client).section({ path: top, filter: 'price-to-5000', count: 100 });
      expect(cheap.products.every((p) => p.priceCurrent.current <= 5000)).toBe(true);
      expect(cheap.pagination.total).toBeGreaterThan(0);
    });

    it('counts each filter under the OTHER applied filters only, and keeps the section bounds', async () => {
      const plain = await catalogApi(client).sectionFilter({ path: drills });
      const brandPlain = plain.items.find((i) => i.code === 'brand') as FilterItem;
      const chosen = [...brandPlain.variants].sort((a, b) => b.stat - a.stat)[0];
      const withBrand = await catalogApi(client).sectionFilter({
        path: drills,
        filter: `brand-is-${chosen?.value}`,
      });
      expect(withBrand.total).toBe(chosen?.stat);
      expect(withBrand.items.find((i) => i.code === 'brand')?.variants).toEqual(brandPlain.variants);
      const price = withBrand.items.find((i) => i.code === 'price') as FilterItem;
      const pricePlain = plain.items.find((i) => i.code === 'price') as FilterItem;
      expect([price.min, price.max]).toEqual([pricePlain.min, pricePlain.max]);
      expect(price.stat).toBe(chosen?.stat);
      const brushless = withBrand.items.find((i) => i.code === 'brushless') as FilterItem;
      expect(brushless.variants.reduce((n, v) => n + v.stat, 0)).toBe(chosen?.stat);
    });

    it('counts facets, the total and the page as a brute-force pass over the section would', async () => {
      const plain = await catalogApi(client).sectionFilter({ path: top });
      const item = (code: string) => plain.items.find((i) => i.code === code) as FilterItem;
      const brands = [...item('brand').variants].sort((a, b) => b.stat - a.stat).slice(0, 2);
      const price = item('price');
      const weight = item('weight');
      const to = Math.round((price.min + price.max) / 2);
      const from = Number((weight.min + (weight.max - weight.min) / 4).toFixed(1));
      const filter = `brand-is-${brands.map((b) => b.value).join('-or-')}/price-to-${to}/brushless-is-yes/weight-from-${String(from).replace('.', '-')}`;
      const result = await catalogApi(client).sectionFilter({ path: top, filter });
      expect(result.applied.map((v) => v.code)).toEqual(['price', 'brand', 'weight', 'brushless']);

      type Row = { id: number; price: number; is_available: boolean; props: Record<string, string | number> };
      const rows = await db.query<Row>(
        'SELECT p.id, p.price, p.is_available, p.props FROM products p JOIN sections s ON s.id = p.top_id WHERE s.url = $1',
        [top],
      );
      const propertyOf = (row: Row, code: string) => (code === 'price' ? row.price : row.props[code]);
      const matches = (row: Row, value: FilterValue) => {
        const x = propertyOf(row, value.code);
        if (x === undefined) return false;
        if (value.kind === 'choice') return value.values.includes(String(x));
        return (
          (value.from === undefined || Number(x) >= value.from) &&
          (value.to === undefined || Number(x) <= value.to)
        );
      };
      const matching = rows.filter((row) => result.applied.every((value) => matches(row, value)));
      expect(result.total).toBe(matching.length);
      expect(result.total).toBeGreaterThan(0);
      for (const facet of result.items) {
        // A filter's counts ignore its own applied value and honour all the others.
        const pool = rows.filter((row) =>
          result.applied.every((v) => v.code === facet.code || matches(row, v)),
        );
        const having = pool.filter((row) => propertyOf(row, facet.code) !== undefined);
        if (facet.type === 'int' || facet.type === 'float') {
          const all = rows
            .map((row) => propertyOf(row, facet.code))
            .filter((x) => x !== undefined)
            .map(Number);
          expect([facet.code, facet.stat, facet.min, facet.max]).toEqual([
            facet.code,
            having.length,
            Math.min(...all),
            Math.max(...all),
          ]);
        } else {
          for (const variant of facet.variants) {
            const expected = having.filter(
              (row) => String(propertyOf(row, facet.code)) === variant.value,
            ).length;
            expect([facet.code, variant.value, variant.stat]).toEqual([facet.code, variant.value, expected]);
          }
        }
      }

      const page = await catalogApi(client).section({
        path: top,
        filter,
        sort: 'price-asc',
        count: 5,
        page: 2,
      });
      const sorted = [...matching].sort(
        (a, b) => Number(b.is_available) - Number(a.is_available) || a.price - b.price || a.id - b.id,
      );
      expect(page.products.map((p) => p.id)).toEqual(sorted.slice(5, 10).map((row) => row.id));
      expect(page.pagination.total).toBe(matching.length);
    });

    it('sorts and pages in SQL', async () => {
      const asc = await catalogApi(client).section({ path: top, sort: 'price-asc', count: 50 });
      const available = asc.products.filter((p) => p.isAvailable).map((p) => p.priceCurrent.current);
      expect(available).toEqual([...available].sort((a, b) => a - b));
      const second = await catalogApi(client).section({ path: top, sort: 'price-asc', count: 50, page: 2 });
      expect(second.pagination.page).toBe(2);
      expect(second.products[0]?.position).toBe(51);
      expect(new Set([...asc.products, ...second.products].map((p) => p.id)).size).toBe(100);
      const beyond = await catalogApi(client).section({ path: top, page: 9999 });
      expect(beyond.products).toEqual([]);
    });

    it('lists the new arrivals: the «Новинка» tenth, filtered, sorted and paged, with the section SEO rules', async () => {
      const fresh = await db.query<{ id: number; brand: string; price: number }>(
        `SELECT p.id, p.props->>'brand' AS brand, p.price FROM products p
         WHERE p.novelty >= (SELECT floor(max(novelty) * 0.9) FROM products)`,
      );
      const ids = new Set(fresh.map((row) => row.id));
      const all = await catalogApi(client).novelties({ count: 100, sort: 'new' });
      expect(all.pagination.total).toBe(fresh.length);
      expect(all.pagination.total).toBeGreaterThan(100);
      expect(all.products.every((p) => ids.has(p.id))).toBe(true);
      expect(all.products.filter((p) => p.isAvailable).map((p) => p.id)).toEqual(
        all.products
          .filter((p) => p.isAvailable)
          .map((p) => p.id)
          .sort((a, b) => b - a),
      );
      expect(all.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Каталог', 'Новинки']);
      expect(all.meta).toMatchObject({ canonical: '/catalog/new/', robots: 'index, follow' });
      // The filters every leaf section offers: each means something for any product of the scope.
      const common = await db.query<{ code: string }>(
        `SELECT pr.code FROM properties pr WHERE NOT EXISTS (
           SELECT 1 FROM sections leaf WHERE NOT EXISTS (SELECT 1 FROM sections c WHERE c.parent_id = leaf.id)
           AND NOT EXISTS (SELECT 1 FROM section_properties sp WHERE sp.section_id = leaf.id AND sp.property_id = pr.id))
         ORDER BY pr.sort`,
      );
      expect(all.filter.items.map((i) => i.code)).toEqual(common.map((row) => row.code));
      expect(common.map((row) => row.code)).toEqual(expect.arrayContaining(['price', 'brand']));
      const twin = await catalogApi(client).noveltiesFilter();
      expect(twin).toEqual({ items: all.filter.items, applied: [], total: fresh.length });

      const brand = [...(twin.items.find((i) => i.code === 'brand') as FilterItem).variants].sort(
        (a, b) => b.stat - a.stat,
      )[0];
      const byBrand = await catalogApi(client).novelties({ filter: `brand-is-${brand?.value}`, count: 100 });
      expect(byBrand.pagination.total).toBe(fresh.filter((row) => row.brand === brand?.value).length);
      expect(byBrand.products.every((p) => p.manufacturer.code === brand?.value)).toBe(true);
      expect(byBrand.meta).toMatchObject({
        canonical: `/catalog/new/filter/brand-is-${brand?.value}/apply/`,
        robots: 'index, follow',
      });
      const two = await catalogApi(client).novelties({ filter: `brand-is-${brand?.value}/price-to-10000` });
      expect(two.pagination.total).toBe(
        fresh.filter((row) => row.brand === brand?.value && row.price <= 10_000).length,
      );
      expect(two.meta).toMatchObject({
        canonical: `/catalog/new/filter/price-to-10000/brand-is-${brand?.value}/apply/`,
        robots: 'noindex, follow',
      });
      const second = await catalogApi(client).novelties({ page: 2, sort: 'price-asc' });
      expect(second.products[0]?.position).toBe(25);
      expect(second.meta.canonical).toBe('/catalog/new/');
      expect((await raw('/pages/catalog/new?filter=colour-is-red')).status).toBe(400);
      expect((await raw('/pages/catalog/new/filter?filter=colour-is-red')).status).toBe(400);
    });

    it('answers the product page, the home page, the catalogue root and the 404 data', async () => {
      const { products } = await catalogApi(client).section({ path: drills });
      const code = products[0]?.code ?? '';
      const product = await catalogApi(client).product({ code });
      expect(product.product.title).toBe(products[0]?.title);
      expect(product.breadcrumbs.map((b) => b.title).slice(0, 2)).toEqual(['Главная', 'Каталог']);
      expect(product.breadcrumbs.at(-1)?.title).toBe(product.product.title);
      const main = await homeApi(client).main();
      expect(main.hits.length).toBeGreaterThan(0);
      expect((await catalogApi(client).root()).sections.length).toBeGreaterThanOrEqual(8);
      expect((await errorsApi(client).notFound()).popularCategories.length).toBeGreaterThanOrEqual(8);
    });

    it('finds products by Russian stems', async () => {
      const result = await searchApi(client).catalog({ q: 'дрели' });
      expect(result.total).toBeGreaterThan(0);
      expect(result.products.every((p) => /[Дд]рел/.test(p.title))).toBe(true);
      expect((await searchApi(client).catalog({ q: 'шуруповёрты' })).total).toBeGreaterThan(0);
    });

    it('returns products by ids in the order asked', async () => {
      const result = await catalogApi(client).products({ ids: [30, 5, 17] });
      expect(result.items.map((p) => p.id)).toEqual([30, 5, 17]);
    });

    it.each([
      ['/pages/catalog/section?path=/catalog/elektroinstrument/&page=0', 'page'],
      ['/pages/catalog/section?path=/catalog/elektroinstrument/&sort=cheapest', 'sort'],
      ['/pages/catalog/section?path=elektroinstrument', 'path'],
      ['/pages/catalog/section?path=/catalog/elektroinstrument/&filter=colour-is-red', 'filter'],
      [`/catalog/search?q=${'x'.repeat(201)}`, 'q'],
      ['/catalog/products?ids=1,x', 'ids.1'],
      ['/base?select=city,secrets', 'select.1'],
    ])('answers bad input %s with 400 and an errors map naming %s', async (path, field) => {
      const { status, body } = await raw(path);
      expect(status).toBe(400);
      expect(body.version).toBe(RELEASE_VERSION);
      expect(body.code).toBe('validation');
      expect(Object.keys(body.errors ?? {})).toContain(field);
    });

    it('draws the app QR code of the footer: the app page on the shopper’s host, error correction L', async () => {
      const modulesServed = async (headers: Record<string, string> = {}) => {
        const response = await api.fetch(new Request('http://api.test/images/qr/app.svg', { headers }));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        expect(response.headers.get('vary')).toContain('X-Forwarded-Host');
        const svg = await response.text();
        return [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${x},${y}`).sort();
      };
      const modulesOf = (text: string) =>
        encode(text, { ecc: 'L', border: 4 })
          .data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`${x},${y}`] : [])))
          .sort();
      // Only the configured public origin and its city subdomains are trusted; any other host gets it.
      vi.stubEnv('PUBLIC_ORIGIN', 'https://verstak.test');
      try {
        expect(await modulesServed()).toEqual(modulesOf('https://verstak.test/about/app/'));
        expect(
          await modulesServed({ 'X-Forwarded-Host': 'yaroslavl.verstak.test', 'X-Forwarded-Proto': 'https' }),
        ).toEqual(modulesOf('https://yaroslavl.verstak.test/about/app/'));
        expect(await modulesServed({ 'X-Forwarded-Host': 'evil.test' })).toEqual(
          modulesOf('https://verstak.test/about/app/'),
        );
        expect(await modulesServed({ 'X-Forwarded-Host': 'evil.test/<b>' })).toEqual(
          modulesOf('https://verstak.test/about/app/'),
        );
      } finally {
        vi.unstubAllEnvs();
      }
    });

    it('says «Характеристика не найдена» for an unknown filter condition', async () => {
      const error = await catalogApi(client)
        .section({ path: drills, filter: 'colour-is-red' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual({ filter: 'Характеристика не найдена' });
    });

    it.each([
      ['/pages/catalog/section?path=/catalog/nothing-here/', 'section_not_found'],
      ['/pages/catalog/product/no-such-product', 'product_not_found'],
      ['/cities/999999', 'city_not_found'],
      ['/no/such/call', 'not_found'],
    ])('answers %s with 404 %s and the version', async (path, code) => {
      const { status, body } = await raw(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ version: RELEASE_VERSION, code });
    });

    it("serves the seeded accounts' data and pages, and keeps each account's writes to itself", async () => {
      const tokenFor = async (userId: number, groups: string[]) =>
        signAccessToken(
          { role: 'authorized', groups, fUserId: `visitor-${userId}`, userId, exp: NOW / 1000 + 600 },
          await sessionKeyOf(db),
        );
      const as = async (userId: number, groups: string[], path: string, init: RequestInit = {}) =>
        raw(path, {
          ...init,
          headers: {
            Authorization: `Bearer ${await tokenFor(userId, groups)}`,
            'Content-Type': 'application/json',
          },
        });
      const { person, b2b } = SEEDED_LOGINS;
      const base = await as(person.id, [], '/base?select=user');
      expect(base.body.data).toMatchObject({
        user: { name: 'Иван Петров', bonus: { values: { total: 1850 } } },
      });
      for (const path of [
        '/users/personal',
        '/pages/personal',
        '/pages/personal/settings',
        '/pages/personal/history',
      ])
        expect((await as(person.id, [], path)).status, path).toBe(200);
      const organizations = await as(b2b.id, ['b2b'], '/pages/personal/organizations');
      expect(organizations.status).toBe(200);

      const rnd = createRandom(5);
      const inn = companyInn(rnd, '77');
      const org = {
        name: 'ООО «Проверка»',
        inn,
        kpp: kppOf(inn),
        ogrn: companyOgrn(rnd, 2020, '77'),
        legalAddress: 'г. Москва',
      };
      const added = await as(person.id, [], '/user/organizations/', {
        method: 'POST',
        body: JSON.stringify(org),
      });
      expect(added.status).toBe(200);
      const orgId = (added.body.data as { organization: { id: number } }).organization.id;
      const again = await as(person.id, [], '/user/organizations/', {
        method: 'POST',
        body: JSON.stringify(org),
      });
      expect(again.status).toBe(409);
      const bik = '044525225';
      const bank = {
        organizationId: orgId,
        bankName: 'ПАО Сбербанк',
        bik,
        settlementAccount: settlementAccount(rnd, bik),
        correspondentAccount: correspondentAccountOf(bik),
      };
      expect(
        (await as(person.id, [], '/user/bank-details/', { method: 'POST', body: JSON.stringify(bank) }))
          .status,
      ).toBe(200);
      // The B2B buyer cannot reach it.
      const foreign = await as(b2b.id, ['b2b'], `/user/organizations/${orgId}`, {
        method: 'DELETE',
        body: '{}',
      });
      expect(foreign.status).toBe(404);
      expect((await as(person.id, [], '/base?select=user')).body.data).toMatchObject({
        user: { isB2B: true, countOrganization: 1 },
      });
    });

    it('keeps the store intact after bad input', async () => {
      const before = await db.query('SELECT count(*)::int AS n FROM products');
      await raw('/pages/catalog/section?path=%2Fcatalog%2F%27%3B%20DROP%20TABLE%20products%3B--%2F');
      await raw(`/catalog/search?q=${encodeURIComponent("'; DELETE FROM products; --")}`);
      expect(await db.query('SELECT count(*)::int AS n FROM products')).toEqual(before);
    });
  });
}
