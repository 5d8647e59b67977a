import { shopsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { shopsMap } from './map-config';

/** A Moscow wall-clock time as an instant: Moscow is UTC+3. */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);

describe('the shops pages (§7.2, §2.1 /shops/): open now by Moscow time and each shop schedule', () => {
  let db: Db;
  // Thursday 26 November 2026, noon in Moscow.
  let now = msk('2026-11-26T12:00:00');
  let kit: ReturnType<typeof accountKit>;
  const cities = new Map<string, string>();

  beforeAll(async () => {
    db = await seededDatabase(40);
    kit = accountKit(db, () => now);
    for (const c of await db.query<{ name: string; location_id: string }>(
      'SELECT name, location_id FROM cities',
    ))
      cities.set(c.name, c.location_id);
  }, 120_000);
  afterAll(() => db.close());

  const page = (city: string, view?: 'map') =>
    kit.call(shopsCalls.pages, view ? { view } : {}, { city: cities.get(city) ?? '' });

  it("lists the city's shops with hours, phones and open now, then the other pickup cities", async () => {
    now = msk('2026-11-26T12:00:00');
    const answer = await page('Москва');
    expect(answer.status).toBe(200);
    const { data } = answer;
    expect(data.city.name).toBe('Москва');
    expect(data.shops.map((s) => s.name)).toEqual([
      'Верстак на Черкизовской',
      'Верстак на Варшавском шоссе',
      'Верстак на Профсоюзной',
    ]);
    for (const shop of data.shops) {
      expect(shop.openState).toEqual({ open: true, text: 'Открыто до 20:00' });
      expect(shop.phones).toEqual(['+7 (495) 120-35-35']);
      expect(shop.url).toBe(`/shops/${shop.code}/`);
      expect(shop.week.map((d) => `${d.day} ${d.hours}`)).toEqual([
        'Пн 8:00–20:00',
        'Вт 8:00–20:00',
        'Ср 8:00–20:00',
        'Чт 8:00–20:00',
        'Пт 8:00–20:00',
        'Сб 9:00–18:00',
        'Вс 9:00–18:00',
      ]);
      expect(shop.week.find((d) => d.today)?.day).toBe('Чт');
    }
    expect(data.otherCities.map((c) => c.name)).toHaveLength(10);
    expect(data.otherCities.map((c) => c.name)).not.toContain('Москва');
    expect(data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Где купить']);
    expect(data.meta.canonical).toBe('/shops/');
    expect(data.map).toEqual({ provider: 'offline', apiKey: '', lang: 'ru_RU' });
  });

  it('says a shop is closed on its day off and when it opens', async () => {
    // Sunday 29 November 2026, 13:00: Kineshma's shop rests on Sundays, Yaroslavl's on Pobedy works daily.
    now = msk('2026-11-29T13:00:00');
    const kineshma = (await page('Кинешма')).data.shops[0];
    expect(kineshma?.openState).toEqual({ open: false, text: 'Закрыто, откроется завтра в 9:00' });
    expect(kineshma?.week.find((d) => d.today)).toEqual({ day: 'Вс', hours: 'выходной', today: true });
    const yaroslavl = (await page('Ярославль')).data.shops;
    expect(yaroslavl.map((s) => s.openState.text)).toEqual(['Открыто до 18:00', 'Открыто до 21:00']);
    // Saturday after closing: Monday, not the Sunday it does not work.
    now = msk('2026-11-28T19:30:00');
    expect((await page('Кинешма')).data.shops[0]?.openState.text).toBe(
      'Закрыто, откроется в понедельник в 9:00',
    );
  });

  it('reads the day around midnight in Moscow time, not UTC', async () => {
    // Friday 23:59 in Moscow: closed, opens tomorrow (Saturday) at 9:00.
    now = msk('2026-11-27T23:59:00');
    expect((await page('Москва')).data.shops[0]?.openState.text).toBe('Закрыто, откроется завтра в 9:00');
    // Saturday 00:30 in Moscow is still Friday 21:30 UTC: opens today at 9:00, Saturday's hours.
    now = Date.parse('2026-11-27T21:30:00Z');
    const shop = (await page('Москва')).data.shops[0];
    expect(shop?.openState).toEqual({ open: false, text: 'Закрыто, откроется в 9:00' });
    expect(shop?.week.find((d) => d.today)?.day).toBe('Сб');
    // Opening minute sharp is open; closing minute sharp is closed.
    now = msk('2026-11-28T09:00:00');
    expect((await page('Москва')).data.shops[0]?.openState.open).toBe(true);
    now = msk('2026-11-28T18:00:00');
    expect((await page('Москва')).data.shops[0]?.openState.open).toBe(false);
  });

  it('gives the map view its own breadcrumb and canonical', async () => {
    now = msk('2026-11-26T12:00:00');
    const { data } = await page('Рыбинск', 'map');
    expect(data.view).toBe('map');
    expect(data.breadcrumbs.map((b) => [b.title, b.url])).toEqual([
      ['Главная', '/'],
      ['Где купить', '/shops/'],
      ['Карта магазинов', '/shops/map/'],
    ]);
    expect(data.meta.canonical).toBe('/shops/map/');
    expect(data.shops).toHaveLength(1);
  });

  it("a delivery-only city has no shops of its own and lists the pickup cities'", async () => {
    const { data } = await page('Казань');
    expect(data.shops).toEqual([]);
    expect(data.otherCities).toHaveLength(11);
  });

  it("a shop's page: hours, phone, directions, stock and its neighbours", async () => {
    now = msk('2026-11-26T12:00:00');
    const list = (await page('Москва')).data.shops;
    const code = list[1]?.code ?? '';
    const answer = await kit.call(shopsCalls.shop, { code });
    expect(answer.status).toBe(200);
    const { shop, neighbours, breadcrumbs, meta } = answer.data;
    expect(shop.address).toBe('г. Москва, Варшавское шоссе, 97');
    expect(shop.openState.open).toBe(true);
    expect(shop.directions.length).toBeGreaterThan(0);
    expect(shop.directions[0]).toContain('«Южная»');
    expect(shop.productsInStock).toBeGreaterThan(0);
    expect(neighbours.map((s) => s.code).sort()).toEqual(
      list
        .filter((s) => s.code !== code)
        .map((s) => s.code)
        .sort(),
    );
    expect(breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Где купить', 'Варшавское шоссе, 97']);
    expect(meta.canonical).toBe(`/shops/${code}/`);
  });

  it('answers an unknown shop with 404 shop_not_found and a malformed code with an English 400', async () => {
    const missing = await kit.call(shopsCalls.shop, { code: 'moskva-nesushchestvuyushchiy-adres' });
    expect(missing.status).toBe(404);
    expect(missing.code).toBe('shop_not_found');
    for (const code of ['Moskva', 'a'.repeat(101), '-x', '%2e%2e']) {
      const bad = await kit.raw('GET', `/pages/shops/${code}`);
      expect(bad.status, code).toBeGreaterThanOrEqual(400);
      expect(bad.status, code).toBeLessThan(500);
    }
    const upper = await kit.raw('GET', '/pages/shops/Moskva');
    expect(upper.status).toBe(400);
    expect(upper.errors?.code).toMatch(/^Expected/);
    const view = await kit.raw('GET', '/pages/shops?view=satellite');
    expect(view.status).toBe(400);
    expect(view.errors?.view).toBe('Expected view list or map');
  });
});

describe('the locations lookup (§7.7 /locations, /locations/get-child)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let yaroslavlId = '';

  beforeAll(async () => {
    db = await seededDatabase(20);
    kit = accountKit(db, () => Date.UTC(2026, 10, 26, 9));
    const [row] = await db.query<{ location_id: string }>(
      `SELECT location_id FROM cities WHERE name = 'Ярославль'`,
    );
    yaroslavlId = row?.location_id ?? '';
  }, 120_000);
  afterAll(() => db.close());

  it('finds cities and regions by a prefix, case-insensitive, the city under the store’s locationId', async () => {
    for (const q of ['яросл', 'ЯРОСЛ', '  Яросл ']) {
      const { status, data } = await kit.call(shopsCalls.locations, { q });
      expect(status, q).toBe(200);
      expect(
        data.items.map((l) => `${l.type} ${l.name}`),
        q,
      ).toEqual(['region Ярославская область', 'city Ярославль']);
      expect(data.items[1]).toMatchObject({
        id: yaroslavlId,
        within: 'Ярославская область',
        hasChildren: true,
      });
    }
    // A later word of a name: «Залесский» of Переславль-Залесский, «Устюг» of Великий Устюг.
    const later = await kit.call(shopsCalls.locations, { q: 'залес' });
    expect(later.data.items.map((l) => l.name)).toEqual(['Переславль-Залесский']);
    expect((await kit.call(shopsCalls.locations, { q: 'устюг' })).data.items.map((l) => l.name)).toEqual([
      'Великий Устюг',
    ]);
  });

  it('without a query lists the regions, and under a region its towns', async () => {
    const regions = await kit.call(shopsCalls.locations, {});
    expect(regions.data.items.every((l) => l.type === 'region' && l.parentId === null)).toBe(true);
    expect(regions.data.items.map((l) => l.name)).toContain('Вологодская область');
    const vologda = regions.data.items.find((l) => l.name === 'Вологодская область');
    const towns = await kit.call(shopsCalls.locations, { parentId: vologda?.id ?? '', type: 'city' });
    expect(towns.data.items.map((l) => l.name)).toEqual([
      'Вологда',
      'Череповец',
      'Сокол',
      'Великий Устюг',
      'Грязовец',
    ]);
  });

  it("get-child gives a city's streets by a prefix, typed with or without the street's kind, ё or е", async () => {
    const all = await kit.call(shopsCalls.locationChildren, { parentId: yaroslavlId, limit: 50 });
    expect(all.data.parent).toMatchObject({ name: 'Ярославль', type: 'city' });
    expect(all.data.items.length).toBeGreaterThanOrEqual(15);
    expect(
      all.data.items.every((l) => l.type === 'street' && l.within === 'Ярославль, Ярославская область'),
    ).toBe(true);
    for (const q of ['побе', 'ул. Побе', 'улица победы', 'ПОБЕДЫ']) {
      const { data } = await kit.call(shopsCalls.locationChildren, { parentId: yaroslavlId, q });
      expect(
        data.items.map((l) => l.name),
        q,
      ).toEqual(['ул. Победы']);
    }
    // A name's first word before a later one: «Московский проспект», then none other.
    const moscow = await kit.call(shopsCalls.locationChildren, { parentId: yaroslavlId, q: 'проспект м' });
    expect(moscow.data.items.map((l) => l.name)).toEqual(['Московский проспект']);
    const [row] = await db.query<{ location_id: string }>(
      `SELECT location_id FROM cities WHERE name = 'Москва'`,
    );
    const shchelk = await kit.call(shopsCalls.locationChildren, {
      parentId: row?.location_id ?? '',
      q: 'щелк',
    });
    expect(shchelk.data.items.map((l) => l.name)).toEqual(['Щёлковское шоссе']);
    // A region's children are its towns, not their streets.
    const region = all.data.parent.parentId ?? '';
    const towns = await kit.call(shopsCalls.locationChildren, { parentId: region });
    expect(towns.data.items.every((l) => l.type === 'city')).toBe(true);
  });

  it('answers a burst of 20 lookups at once alike, while its places load the first time', async () => {
    const fresh = await seededDatabase(5);
    try {
      const burst = accountKit(fresh, () => Date.UTC(2026, 10, 26, 9));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => burst.call(shopsCalls.locations, { q: 'кос' })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.data.items))).size).toBe(1);
      expect(answers[0]?.data.items.map((l) => l.name)).toEqual(['Костромская область', 'Кострома']);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('keeps to the limit and treats LIKE wildcards as letters', async () => {
    const two = await kit.call(shopsCalls.locationChildren, { parentId: yaroslavlId, limit: 2 });
    expect(two.data.items).toHaveLength(2);
    for (const q of ['%', '_', '.*']) {
      const { status, data } = await kit.call(shopsCalls.locations, { q });
      expect(status, q).toBe(200);
      expect(data.items, q).toEqual([]);
    }
  });

  it('refuses bad params with a clear English 400 and an unknown place with 404', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['/locations?limit=0', 'limit', /from 1 to 50/],
      ['/locations?limit=51', 'limit', /from 1 to 50/],
      ['/locations?limit=ten', 'limit', /integer/],
      ['/locations?limit=1e308', 'limit', /integer/],
      ['/locations?type=planet', 'type', /region, city or street/],
      ['/locations?q=', 'q', /empty/],
      [`/locations?q=${'я'.repeat(101)}`, 'q', /at most 100/],
      ['/locations?q=%00', 'q', /control characters/],
      ['/locations?parentId=abc', 'parentId', /digits/],
      ['/locations/get-child', 'parentId', /./],
      ['/locations/get-child?parentId=1%20OR%201=1', 'parentId', /digits/],
      [`/locations/get-child?parentId=${'1'.repeat(21)}`, 'parentId', /digits/],
    ];
    for (const [path, field, message] of cases) {
      const answer = await kit.raw('GET', path);
      expect(answer.status, path).toBe(400);
      expect(answer.errors?.[field], path).toMatch(message);
    }
    const unknown = await kit.call(shopsCalls.locationChildren, { parentId: '99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.code).toBe('location_not_found');
    const unknownParent = await kit.call(shopsCalls.locations, { parentId: '99999999', q: 'а' });
    expect(unknownParent.status).toBe(404);
  });
});

describe('shopsMap (§9: the map adapter)', () => {
  it('draws Yandex Maps only with a well-formed key, in ru_RU; the offline plan otherwise', () => {
    expect(shopsMap({})).toEqual({ provider: 'offline', apiKey: '', lang: 'ru_RU' });
    expect(shopsMap({ YANDEX_MAPS_API_KEY: '"><script>' }).provider).toBe('offline');
    const key = '0b5c3a8e-1f2d-4c6b-9a7e-3d2f1e0c9b8a';
    expect(shopsMap({ YANDEX_MAPS_API_KEY: key })).toEqual({
      provider: 'yandex',
      apiKey: key,
      lang: 'ru_RU',
    });
  });
});
