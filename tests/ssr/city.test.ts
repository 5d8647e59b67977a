import { type City, citiesApi, createClient } from '@verstak/sdk';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// Issue 19, the city (§3, §4.3): the page request reads the stored city cookie, keeps a valid one,
// replaces a stale or forged one with the server's city, keys the kept guest pages by city, sends a
// shopper who just chose a city to its subdomain (our own hosts only) and migrates the cookies once.

/** The cookie value the browser keeps for a city. */
const cookieOf = (city: unknown) => encodeURIComponent(JSON.stringify(city));
const SECTION = '/catalog/elektroinstrument/';

describe('the city in server rendering', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let api: ReturnType<typeof createApi>;
  let yaroslavl: City;
  let moscow: City;
  const storefrontWith = (options: Partial<Parameters<typeof createStorefront>[0]> = {}) =>
    createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
      ...options,
    });
  let plain: ReturnType<typeof createStorefront>;
  const get = (
    path: string,
    cookie = '',
    { host = 'localhost:3000', storefront = plain }: { host?: string; storefront?: typeof plain } = {},
  ) => storefront.fetch(new Request(`http://${host}${path}`, { headers: cookie ? { cookie } : {} }));
  /** The city the page's header names. */
  const headerCity = (html: string) => /class="header__city-name">([^<]+)</.exec(html)?.[1];

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 200 });
    api = createApi({ db });
    plain = storefrontWith();
    const cities = citiesApi(
      createClient({
        baseUrl: 'http://api.internal',
        fetch: async (i, init) => api.fetch(new Request(i, init)),
      }),
    );
    yaroslavl = (await cities.list({ q: 'Ярославль' })).items[0] as City;
    moscow = (await cities.list({ q: 'Москва' })).items[0] as City;
  });
  afterAll(async () => {
    await db.close();
  });

  it('renders the default city without a cookie and sets none', async () => {
    const response = await get(SECTION);
    expect(response.status).toBe(200);
    expect(headerCity(await response.text())).toBe('Москва');
    expect(response.headers.getSetCookie().filter((l) => l.startsWith('city='))).toEqual([]);
  });

  it('keeps a valid stored city: the page is its own, and no cookie is set again', async () => {
    const response = await get(SECTION, `city=${cookieOf(yaroslavl)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headerCity(html)).toBe('Ярославль');
    expect(html).toContain('в Ярославле');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('replaces a stale stored city (last month’s tag) by the server’s city of its old locationId', async () => {
    const stale = { ...yaroslavl, dateUpdate: 'v4-2020-1' };
    const response = await get(SECTION, `city=${cookieOf(stale)}`);
    expect(headerCity(await response.text())).toBe('Ярославль');
    const line = response.headers.getSetCookie().find((l) => l.startsWith('city=')) ?? '';
    expect(line).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const stored = JSON.parse(decodeURIComponent(line.slice(5, line.indexOf(';')))) as City;
    expect(stored).toEqual(yaroslavl);
  });

  it('never answers 5xx to a forged city cookie: unknown id, huge, malformed, wrong types', async () => {
    const forged = [
      cookieOf({ id: 999_999, locationId: '999999' }),
      cookieOf({ ...yaroslavl, locationId: '999999' }).replace(yaroslavl.dateUpdate, 'v4-1999-1'),
      cookieOf({ ...yaroslavl, name: { $$typeof: 'x' } }),
      cookieOf({ ...yaroslavl, subdomain: 'evil.example/' }),
      'x'.repeat(6000),
      '%7B%22id%22%3A',
      '%E0%A4%A',
      '"quoted"',
      cookieOf([1, 2, 3]),
    ];
    for (const value of forged) {
      const response = await get(SECTION, `city=${value}`);
      expect(response.status, value.slice(0, 60)).toBe(200);
      expect(['Москва', 'Ярославль']).toContain(headerCity(await response.text()));
    }
    // ?city= means nothing to the store.
    expect((await get(`${SECTION}?city=yaroslavl`)).status).toBe(200);
    expect((await get(`${SECTION}?currentCity=%00`)).status).toBe(200);
  });

  it('never shows a forged city’s text: a well-formed cookie of this month shows the server’s record of its locationId, stored anew', async () => {
    /** The city the answer stores anew, if any. */
    const storedAnew = (response: Response) => {
      const line = response.headers.getSetCookie().find((l) => l.startsWith('city=')) ?? '';
      return line ? (JSON.parse(decodeURIComponent(line.slice(5, line.indexOf(';')))) as City) : null;
    };
    const renamed = await get(SECTION, `city=${cookieOf({ ...yaroslavl, name: 'Хакерград' })}`);
    expect(renamed.status).toBe(200);
    const html = await renamed.text();
    expect(headerCity(html)).toBe('Ярославль');
    expect(html).not.toContain('Хакерград');
    expect(storedAnew(renamed)).toEqual(yaroslavl);
    // Another city's text under Yaroslavl's locationId: still Yaroslavl, as the server has it.
    const swapped = await get(SECTION, `city=${cookieOf({ ...moscow, locationId: yaroslavl.locationId })}`);
    expect(headerCity(await swapped.text())).toBe('Ярославль');
    expect(storedAnew(swapped)).toEqual(yaroslavl);
    // A locationId the store does not know: the default city, whatever name the cookie gives it.
    const unknown = await get(
      SECTION,
      `city=${cookieOf({ ...yaroslavl, locationId: '999999', name: 'Нигде' })}`,
    );
    expect(unknown.status).toBe(200);
    const unknownHtml = await unknown.text();
    expect(headerCity(unknownHtml)).toBe('Москва');
    expect(unknownHtml).not.toContain('Нигде');
    expect(storedAnew(unknown)).toEqual(moscow);
  });

  it('keeps no guest page for a forged city and answers none of its text to anyone', async () => {
    const caching = storefrontWith({ catalogGeneration: () => 1 });
    for (const name of ['Хакерград', 'Подделкино']) {
      const forged = await get(SECTION, `city=${cookieOf({ ...yaroslavl, name })}`, { storefront: caching });
      expect(headerCity(await forged.text())).toBe('Ярославль');
    }
    // The honest Yaroslavl shopper after them: the server's Yaroslavl, and no forged name anywhere.
    for (let i = 0; i < 2; i++) {
      const honest = await get(SECTION, `city=${cookieOf(yaroslavl)}`, { storefront: caching });
      const html = await honest.text();
      expect(headerCity(html)).toBe('Ярославль');
      expect(html).not.toMatch(/Хакерград|Подделкино/);
      expect(honest.headers.getSetCookie()).toEqual([]);
    }
    // A forged name after the page was kept gets the kept page: Yaroslavl as the server has it.
    const late = await get(SECTION, `city=${cookieOf({ ...yaroslavl, name: 'Поздноград' })}`, {
      storefront: caching,
    });
    expect(headerCity(await late.text())).toBe('Ярославль');
  });

  it('keeps guest pages per city: a Moscow page kept is not Yaroslavl’s', async () => {
    const caching = storefrontWith({ catalogGeneration: () => 1 });
    for (let i = 0; i < 2; i++)
      expect(headerCity(await (await get(SECTION, '', { storefront: caching })).text())).toBe('Москва');
    const there = await get(SECTION, `city=${cookieOf(yaroslavl)}`, { storefront: caching });
    expect(headerCity(await there.text())).toBe('Ярославль');
    const again = await get(SECTION, `city=${cookieOf(yaroslavl)}`, { storefront: caching });
    expect(headerCity(await again.text())).toBe('Ярославль');
    expect(headerCity(await (await get(SECTION, '', { storefront: caching })).text())).toBe('Москва');
  });

  it('sends a shopper who just chose a city to its subdomain, keeping the path and query, when subdomains are on', async () => {
    const subdomains = storefrontWith({ citySubdomains: true });
    const path = `${SECTION}?sort=price-asc&page=2`;
    const chosen = `city=${cookieOf(yaroslavl)}; cityRedirect=1`;
    const response = await get(path, chosen, { storefront: subdomains });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`http://yaroslavl.localhost:3000${path}`);
    expect(response.headers.getSetCookie()).toContain('cityRedirect=; Path=/; Max-Age=0; SameSite=Lax');
    // Already there: the page, and the one-shot cookie cleared.
    const there = await get(path, chosen, { storefront: subdomains, host: 'yaroslavl.localhost:3000' });
    expect(there.status).toBe(200);
    expect(headerCity(await there.text())).toBe('Ярославль');
    // The default city lives on the main host.
    const home = await get('/', `city=${cookieOf(moscow)}; cityRedirect=1`, {
      storefront: subdomains,
      host: 'yaroslavl.localhost:3000',
    });
    expect(home.headers.get('location')).toBe('http://localhost:3000/');
    // Subdomains off: the page reloads where it is.
    expect((await get(path, chosen)).status).toBe(200);
  });

  it('never redirects off our own hosts', async () => {
    const subdomains = storefrontWith({ citySubdomains: true });
    const forgedHost = { ...yaroslavl, subdomain: 'evil.example' };
    const response = await get('/', `city=${cookieOf(forgedHost)}; cityRedirect=1`, {
      storefront: subdomains,
    });
    expect(response.status).toBe(200);
    const slashes = await get('//evil.example/', `city=${cookieOf(yaroslavl)}; cityRedirect=1`, {
      storefront: subdomains,
    });
    const location = slashes.headers.get('location') ?? '';
    if (location) expect(new URL(location).host).toMatch(/(^|\.)localhost:3000$/);
    // An unknown city subdomain goes to the main host.
    const unknown = await get('/catalog/', '', { host: 'atlantis.localhost:3000' });
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/catalog/');
  });

  it('migrates the cookies once after the cookie domain changed, and tells the browser the domain', async () => {
    const moved = storefrontWith({ citySubdomains: true, publicOrigin: 'http://verstak.example' });
    const first = await get('/', `city=${cookieOf(yaroslavl)}; compare=1%2C2; accessToken=x.y.z`, {
      storefront: moved,
      host: 'verstak.example',
    });
    expect(first.status).toBe(200);
    const lines = first.headers.getSetCookie();
    expect(lines).toContain('compare=1%2C2; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example');
    expect(lines).toContain('city=; Path=/; Max-Age=0; SameSite=Lax');
    // The session stays: its cookies are the host's, not moved (a guest's basket hangs on it).
    expect(lines.some((line) => line.startsWith('accessToken='))).toBe(false);
    expect(lines).toContain(
      'cookieDomain=verstak.example; Path=/; Max-Age=31536000; SameSite=Lax; Domain=verstak.example',
    );
    const html = await first.text();
    // The stale city is gone: the page is the default city's.
    expect(headerCity(html)).toBe('Москва');
    expect(html).toContain('<html lang="ru" data-cookie-domain="verstak.example">');
    const second = await get('/', `cookieDomain=verstak.example; city=${cookieOf(yaroslavl)}`, {
      storefront: moved,
      host: 'verstak.example',
    });
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(headerCity(await second.text())).toBe('Ярославль');
  });

  it('prices the basket for the chosen city: a line only Moscow’s shops have says it is not to be had in Yaroslavl', async () => {
    // A product in stock in a Moscow shop alone and not at the warehouse: Moscow can have it, Yaroslavl not.
    const [row] = await db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.is_available
         AND EXISTS (SELECT 1 FROM stock st JOIN shops sh ON sh.id = st.shop_id JOIN cities c ON c.id = sh.city_id
                     WHERE st.product_id = p.id AND c.location_id = $1 AND st.quantity > 0)
         AND NOT EXISTS (SELECT 1 FROM stock st JOIN shops sh ON sh.id = st.shop_id JOIN cities c ON c.id = sh.city_id
                     WHERE st.product_id = p.id AND c.location_id = $2)
       ORDER BY p.id LIMIT 1`,
      [moscow.locationId, yaroslavl.locationId],
    );
    const id = row?.id as number;
    await db.query('UPDATE products SET delivery_stock = 0 WHERE id = $1', [id]);
    const call = (path: string, init: RequestInit = {}) =>
      api.fetch(new Request(`http://api.internal/api/v4${path}`, init));
    const session = (await (
      await call('/users/refresh', { method: 'POST', body: 'fp-city-basket-1' })
    ).json()) as { data: { accessToken: string } };
    const token = session.data.accessToken;
    const added = await call(`/catalog/basket/add?currentCity=${moscow.locationId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `productId=${id}`,
    });
    expect(added.status).toBe(200);
    const cart = (cookie: string) => get('/personal/cart/', `accessToken=${token}; ${cookie}`);
    const inMoscow = await (await cart(`city=${cookieOf(moscow)}`)).text();
    expect(inMoscow).not.toContain('Нет в наличии');
    const inYaroslavl = await cart(`city=${cookieOf(yaroslavl)}`);
    expect(inYaroslavl.status).toBe(200);
    expect(await inYaroslavl.text()).toContain('Нет в наличии в Ярославле.');
  });
});
