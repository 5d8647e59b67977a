import {
  catalogGeneration,
  createApi,
  migrate,
  openDatabase,
  SHARED_DATA_HEADER,
  seed,
} from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STATE_GLOBAL, unshapeState } from '../../reference-app/src/app/inline-state';
import type { InlinedState } from '../../reference-app/src/app/page-state';
import { SHARED_DATA_HEADER as HEADER_THE_STOREFRONT_READS } from '../../reference-app/src/server/guest-page-cache';
import { createStorefront } from '../../reference-app/src/server/index';
import { guestTokenOf } from '../../reference-server/src/testing/account-kit';

// Issue 16 §2: a guest without a session gets the page every such guest gets, rendered once per
// catalogue generation; anyone with a session, and any page with data of its own, is rendered anew.
// The page streams: head first, then the body; status, headers and the escaped state as before.

describe('pages kept for guests without a session, and streamed pages', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  /** The paths of the API calls made since the last look. */
  let calls: string[] = [];
  const get = (path: string, headers: Record<string, string> = {}) =>
    storefront.fetch(new Request(`http://localhost:3000${path}`, { headers }));
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
  /** The state a page inlined, read as the browser reads it. */
  const inlined = (html: string) => {
    const start = html.indexOf(`${STATE_GLOBAL}=`) + STATE_GLOBAL.length + 1;
    return unshapeState(JSON.parse(html.slice(start, html.indexOf('</script>', start)))) as InlinedState;
  };

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 200 });
    const api = createApi({ db, logError: () => {} });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => {
        calls.push(new URL(request.url).pathname);
        return api.fetch(request, bindings);
      },
      catalogGeneration: () => catalogGeneration(db),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('reads the header the API marks shared answers with', () => {
    expect(HEADER_THE_STOREFRONT_READS).toBe(SHARED_DATA_HEADER);
  });

  it('answers the second guest without a session from the kept page, with a nonce of its own', async () => {
    const first = await get('/');
    const firstHtml = await first.text();
    calls = [];
    const second = await get('/');
    const html = await second.text();
    expect(calls, 'no API call for a kept page').toEqual([]);
    expect(second.status).toBe(200);
    expect(withoutNonce(html)).toBe(withoutNonce(firstHtml));
    const nonce = /'nonce-([^']+)'/.exec(second.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(first.headers.get('Content-Security-Policy') ?? '')?.[1]);
    expect(html).toContain(`<script nonce="${nonce}">window.dataLayer=`);
    expect(second.headers.get('Cache-Control')).toBe('no-store');
  });

  it('renders anew once the catalogue changes, showing the change', async () => {
    await (await get('/')).text();
    const [slide] = await db.query<{ id: number; name: string }>(
      'SELECT id, name FROM slides ORDER BY position, id',
    );
    expect(slide).toBeDefined();
    await db.query('UPDATE slides SET name = $2 WHERE id = $1', [slide?.id ?? 0, 'Распродажа перфораторов']);
    // The write reaches the memos through the database's notification, as another process's would.
    await vi.waitFor(async () => expect(await (await get('/')).text()).toContain('Распродажа перфораторов'));
    await db.query('UPDATE slides SET name = $2 WHERE id = $1', [slide?.id ?? 0, slide?.name ?? '']);
  });

  it('never answers a shopper with a session from it, nor keeps their page', async () => {
    await (await get('/')).text();
    const fUserId = crypto.randomUUID();
    const [product] = await db.query<{ id: number }>('SELECT id FROM products WHERE is_available LIMIT 1');
    await db.query('INSERT INTO basket_lines (f_user_id, product_id, quantity) VALUES ($1, $2, 3)', [
      fUserId,
      product?.id ?? 0,
    ]);
    const token = await guestTokenOf(db, fUserId, Date.now());
    calls = [];
    const own = await (await get('/', { Cookie: `accessToken=${token}` })).text();
    expect(calls.length).toBeGreaterThan(0);
    expect(inlined(own).base.basket?.itemsTotal).toBe(3);
    calls = [];
    const guest = await (await get('/')).text();
    expect(calls).toEqual([]);
    expect(inlined(guest).base.basket?.itemsTotal).toBe(0);
    expect(guest).not.toContain(fUserId);
  });

  it('renders anew a page with data of its own (a product page shows stock by shop)', async () => {
    const [product] = await db.query<{ code: string }>(
      'SELECT code FROM products WHERE is_available LIMIT 1',
    );
    await (await get(`/product/${product?.code}/`)).text();
    calls = [];
    expect((await get(`/product/${product?.code}/`)).status).toBe(200);
    expect(calls.length).toBeGreaterThan(0);
  });

  it('sends the head, its styles and the LCP preload before the body and the state', async () => {
    const [product] = await db.query<{ code: string }>(
      'SELECT code FROM products WHERE is_available LIMIT 1',
    );
    const response = await get(`/product/${product?.code}/`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('</head>');
    expect(first).toContain('<link rel="preload" as="image"');
    expect(first).not.toContain('__VERSTAK_STATE__');
    let rest = '';
    for (let read = await reader.read(); !read.done; read = await reader.read())
      rest += new TextDecoder().decode(read.value);
    expect(rest).toContain('window.__VERSTAK_STATE__=');
    expect(rest.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('keeps the statuses and headers of §8 on streamed pages', async () => {
    const missing = await get('/no/such/page/');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Content-Security-Policy')).toContain("'nonce-");
    expect(await missing.text()).toContain('Такой страницы не существует');
    const personal = await get('/personal/');
    expect(personal.status).toBe(302);
    const down = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: () => Promise.reject(new TypeError('fetch failed')),
      catalogGeneration: () => 0,
    });
    const unavailable = await down.fetch(new Request('http://localhost:3000/'));
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('Retry-After')).toBe('5');
    expect(await unavailable.text()).toContain('Сайт временно недоступен');
    // An answer of the store while it was down is not kept for the next guest.
    const head = await down.fetch(new Request('http://localhost:3000/', { method: 'HEAD' }));
    expect(head.status).toBe(503);
  });

  it('escapes the inlined state so no product title can close its script', async () => {
    const [product] = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products WHERE is_available LIMIT 1',
    );
    await db.query('UPDATE products SET title = $2 WHERE id = $1', [
      product?.id ?? 0,
      'Дрель </script><script>alert(1)</script>\u2028',
    ]);
    const html = await (await get(`/product/${product?.code}/`)).text();
    const state = html.slice(html.indexOf('window.__VERSTAK_STATE__='));
    expect(state.slice(0, state.indexOf('</script>'))).toContain(
      'Дрель \\u003c/script>\\u003cscript>alert(1)',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect((inlined(html).page.data as { product: { title: string } }).product.title).toBe(
      'Дрель </script><script>alert(1)</script>\u2028',
    );
    expect(state).not.toContain('\u2028');
  });
});
