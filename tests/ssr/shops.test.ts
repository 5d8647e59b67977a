import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedStore, servedStore } from '../support/served-store';

// Issue 18, the shops: /shops/, /shops/map/ and /shops/{code}/ render on the server with their h1,
// the breadcrumb of §2.4 («Где купить») and a canonical that stays on the city's own subdomain (§4.3);
// the map without a key is the offline plan, every shop a link; an unknown shop is the 404 page.

describe('the shops pages rendered on the server', () => {
  let store: ServedStore;
  let codes: string[] = [];

  beforeAll(async () => {
    store = await servedStore(60);
    codes = (await store.db.query<{ code: string }>('SELECT code FROM shops ORDER BY id')).map((r) => r.code);
  }, 120_000);
  afterAll(() => store.close());

  /** The page's h1 texts, tags stripped. */
  const h1s = (html: string) =>
    [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
  const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  /** The visible breadcrumb's titles. */
  const crumbs = (html: string) => {
    const nav = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const list = /<ol>([\s\S]*?)<\/ol>/.exec(nav)?.[1] ?? '';
    return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
  };

  it('/shops/: the city’s shops with hours, phones, open state, then the other cities', async () => {
    const response = await store.get('/shops/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(h1s(html)).toEqual(['Магазины в Москве']);
    expect(crumbs(html)).toEqual(['Главная', 'Где купить']);
    expect(canonical(html)).toBe('http://localhost:3000/shops/');
    expect(html).toContain('ул. Большая Черкизовская, 125');
    expect(html).toContain('href="tel:+74951203535"');
    expect(html).toMatch(/class="open-state open-state--(open|closed)">(Открыто|Закрыто|Временно)/);
    expect(html).toContain('Магазины в других городах');
    for (const code of codes) expect(html, code).toContain(`href="/shops/${code}/"`);
  });

  it('/shops/map/ on a city subdomain: its own canonical, the offline plan with every shop of the city', async () => {
    const host = 'yaroslavl.localhost:3000';
    const html = await store.html('/shops/map/', host);
    expect(h1s(html)).toEqual(['Магазины в Ярославле на карте']);
    expect(crumbs(html)).toEqual(['Главная', 'Где купить', 'Карта магазинов']);
    expect(canonical(html)).toBe(`http://${host}/shops/map/`);
    const markers = [
      ...html.matchAll(
        /<a href="(\/shops\/[^"]+)" class="plan__marker[^"]*" style="left:([\d.]+)%;top:([\d.]+)%"/g,
      ),
    ];
    expect(markers.map((m) => m[1])).toEqual(
      codes.filter((c) => c.startsWith('yaroslavl-')).map((c) => `/shops/${c}/`),
    );
    for (const [, , left, top] of markers) {
      expect(Number(left)).toBeGreaterThanOrEqual(0);
      expect(Number(left)).toBeLessThanOrEqual(100);
      expect(Number(top)).toBeGreaterThanOrEqual(0);
      expect(Number(top)).toBeLessThanOrEqual(100);
    }
    // No Yandex script without a key: the page needs no network beyond the store.
    expect(html).not.toContain('api-maps.yandex.ru');
    // The list page on the subdomain keeps its own canonical too (§4.3: shops).
    expect(canonical(await store.html('/shops/', host))).toBe(`http://${host}/shops/`);
  });

  it("/shops/{code}/: the shop's hours, phone, directions and map, canonical on its address", async () => {
    const code = codes.find((c) => c.startsWith('kineshma-')) ?? '';
    const html = await store.html(`/shops/${code}/`);
    expect(h1s(html)).toEqual(['Верстак в Кинешме']);
    expect(crumbs(html)).toEqual(['Главная', 'Где купить', 'ул. Вичугская, 150']);
    expect(canonical(html)).toBe(`http://localhost:3000/shops/${code}/`);
    expect(html).toContain('Как добраться');
    expect(html).toContain('<th scope="row">Вс</th><td>выходной</td>');
    expect(html).toContain('class="plan__marker plan__marker--current"');
  });

  it('an unknown shop and an address under /shops/ that is no page answer the 404 page', async () => {
    for (const path of ['/shops/moskva-net-takogo/', '/shops/map/extra/', '/shops/Moskva/', '/shops/a/b/']) {
      const response = await store.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Страница не найдена');
    }
  });
});
