import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

describe('server rendering against the real API', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  let api: ReturnType<typeof createApi>;
  const get = (path: string, host = 'localhost:3000') =>
    storefront.fetch(new Request(`http://${host}${path}`));

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 400 });
    api = createApi({ db });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('renders a filtered section with its title, canonical, JSON-LD and inlined state', async () => {
    const path =
      '/catalog/elektroinstrument/dreli-i-shurupovyorty/dreli-shurupovyorty-akkumulyatornye/filter/brushless-is-yes/apply/';
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Дрели-шуруповёрты аккумуляторные — купить в Москве');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('window.__VERSTAK_STATE__=');
    expect(html).toContain('Бесщёточный двигатель');
  });

  it('renders the new arrivals with «Новинки», the section canonical rules and noindex past one filter or page', async () => {
    const plain = await get('/catalog/new/?page=2&sort=price-asc');
    expect(plain.status).toBe(200);
    const html = await plain.text();
    expect(html).toContain('<title>Новинки — купить в Москве');
    expect(html).toMatch(/<h1>Новинки(<!-- -->)? <span class="muted">\d+ товар/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/catalog/new/">');
    // A second page is not for the index (issue 17 SEO), its links are; the first page is.
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(await (await get('/catalog/new/')).text()).toContain(
      '<meta name="robots" content="index, follow">',
    );
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('aria-controls="filters"');
    const two = '/catalog/new/filter/price-to-100000/brand-is-makita/apply/';
    const filtered = await (await get(two)).text();
    expect(filtered).toContain(`<link rel="canonical" href="http://localhost:3000${two}">`);
    expect(filtered).toContain('<meta name="robots" content="noindex, follow">');
    expect((await get('/catalog/new/filter/colour-is-red/apply/')).status).toBe(404);
  });

  it('tells nginx in front not to buffer a streamed page, so its head leaves before the body is done', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('X-Accel-Buffering')).toBe('no');
    await page.text();
    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('X-Accel-Buffering')).toBe('no');
    await missing.text();
  });

  it('takes the city from the host', async () => {
    const html = await (await get('/', 'yaroslavl.localhost:3000')).text();
    expect(html).toContain('Ярославль');
    expect(html).toContain('в Ярославле');
  });

  it('shows the app QR code in the footer, drawn for the host the shopper came to', async () => {
    const html = await (await get('/', 'yaroslavl.localhost:3000')).text();
    expect(html).toMatch(/<img class="footer__qr" src="\/images\/qr\/app.svg" width="118" height="118"/);
    const viaStorefront = await (await get('/images/qr/app.svg', 'yaroslavl.localhost:3000')).text();
    const direct = await (
      await api.fetch(
        new Request('http://api.internal/images/qr/app.svg', {
          headers: { 'X-Forwarded-Host': 'yaroslavl.localhost:3000', 'X-Forwarded-Proto': 'http' },
        }),
      )
    ).text();
    const elsewhere = await (await get('/images/qr/app.svg', 'localhost:3000')).text();
    expect(viaStorefront).toBe(direct);
    expect(viaStorefront).not.toBe(elsewhere);
  });

  it('serves any unknown path, an unknown section and a bad filter with the 404 page and status 404', async () => {
    for (const path of [
      '/no/such/page/',
      '/catalog/nothing/',
      '/catalog/elektroinstrument/filter/colour-is-red/apply/',
      '/product/nope/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<title>Такой страницы не существует</title>');
      expect(html).toContain('Такой страницы не существует');
    }
  });

  it('redirects a path without its trailing slash', async () => {
    const response = await get('/catalog');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('http://localhost:3000/catalog/');
  });

  it('shows the 503 page when the API cannot be reached, saying when to come back', async () => {
    const down = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const response = await down.fetch(new Request('http://localhost:3000/'));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    const html = await response.text();
    expect(html).toContain('<title>503</title>');
    expect(html).toContain('Сайт временно недоступен');
  });

  it('answers an API call it passes on 503 with Retry-After when the API cannot be reached, not a 500', async () => {
    const down = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: () =>
        Promise.reject(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })),
    });
    const response = await down.fetch(new Request('http://localhost:3000/api/v4/basket', { method: 'GET' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toMatchObject({ code: 'unavailable' });
  });

  it('answers a page the API answered 503 (its database away, its disk full) with 503 and Retry-After too', async () => {
    const busy = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async () =>
        new Response(
          JSON.stringify({
            version: '1',
            code: 'unavailable',
            errors: { common: 'The store is briefly unavailable' },
          }),
          { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '5' } },
        ),
    });
    for (const path of ['/', '/catalog/', '/product/drel-makita-1/']) {
      const response = await busy.fetch(new Request(`http://localhost:3000${path}`));
      expect(response.status, path).toBe(503);
      expect(response.headers.get('Retry-After'), path).toBe('5');
    }
  });
});
