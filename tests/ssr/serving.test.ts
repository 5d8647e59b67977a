import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Handler, served } from '../../reference-app/src/server/index';

/** The storefront and the API behind one handler, as the launcher serves them. */
describe('production serving (issue 7 §3)', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let handler: Handler;
  const API_PREFIXES = ['/api/', '/images/'];
  const get = (path: string, headers: Record<string, string> = {}, host = 'localhost:3000') =>
    Promise.resolve(handler(new Request(`http://${host}${path}`, { headers })));

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 300 });
    const api = createApi({ db });
    const storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
      publicOrigin: 'http://localhost:3000',
    });
    handler = served((request) =>
      API_PREFIXES.some((p) => new URL(request.url).pathname.startsWith(p))
        ? api.fetch(request)
        : storefront.fetch(request),
    );
  });
  afterAll(async () => {
    await db.close();
  });

  it('never puts a forged Host into the canonical link, the JSON-LD or a redirect', async () => {
    const section = '/catalog/elektroinstrument/';
    const html = await (await get(section, {}, 'evil.example')).text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${section}">`);
    expect(html).toContain('"item":"http://localhost:3000/"');
    const redirect = await get('/catalog', {}, 'evil.example');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('http://localhost:3000/catalog/');
    // The API's own links (the app QR code) follow the same rule.
    const qr = await (await get('/images/qr/app.svg', { 'X-Forwarded-Host': 'evil.example' })).text();
    expect(qr).toBe(await (await get('/images/qr/app.svg')).text());
    const direct = await (await get('/images/qr/app.svg', {}, 'evil.example')).text();
    expect(direct).toBe(qr);
  });

  it('keeps a known city subdomain and sends an unknown one to the main host, same path', async () => {
    const html = await (await get('/catalog/', {}, 'yaroslavl.localhost:3000')).text();
    expect(html).toContain('<link rel="canonical" href="http://yaroslavl.localhost:3000/catalog/">');
    const unknown = await get('/catalog/?sort=price-asc', {}, 'atlantis.localhost:3000');
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get('Location')).toBe('http://localhost:3000/catalog/?sort=price-asc');
  });

  it('answers brotli and gzip by Accept-Encoding, decoding to the same bytes, and says Vary', async () => {
    for (const path of ['/', '/api/v4/catalog/sections']) {
      const plain = Buffer.from(await (await get(path, { 'Accept-Encoding': 'identity' })).arrayBuffer());
      const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
      const gz = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(br.headers.get('Content-Encoding'), path).toBe('br');
      expect(gz.headers.get('Content-Encoding'), path).toBe('gzip');
      expect(br.headers.get('Vary'), path).toContain('Accept-Encoding');
      const fromBr = brotliDecompressSync(Buffer.from(await br.arrayBuffer()));
      const fromGz = gunzipSync(Buffer.from(await gz.arrayBuffer()));
      // Pages carry a fresh nonce each time; compare them without it.
      const strip = (b: Buffer) => b.toString('utf8').replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(strip(fromBr), path).toBe(strip(plain));
      expect(strip(fromGz), path).toBe(strip(plain));
      expect(plain.length).toBeGreaterThan(fromBr.length / 2);
    }
  });

  it('serves the built assets precompressed and immutable', async () => {
    const html = await (await get('/')).text();
    const script = /<script nonce="[^"]+" data-entry="([^"]+)"/.exec(html)?.[1];
    expect(script, 'the build (npm run build) is needed for this suite').toBeDefined();
    const plain = await get(script as string);
    const br = await get(script as string, { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(await plain.text());
  });

  it('puts a per-response CSP nonce on the inline state and security headers on pages, API and assets', async () => {
    const first = await get('/');
    const csp = first.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await first.text();
    // The ecommerce data layer (§7.8) exists before any script pushes to it; the state follows.
    expect(html).toContain(
      `<script nonce="${nonce}">window.dataLayer=window.dataLayer||[];window.__VERSTAK_STATE__=`,
    );
    // Every inline script carries it; a second answer gets another one.
    for (const [tag] of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g))
      expect(tag).toContain(`nonce="${nonce}"`);
    const second = (await get('/')).headers.get('Content-Security-Policy');
    expect(second).not.toBe(csp);
    for (const path of ['/', '/api/v4/catalog/sections', '/robots.txt', '/images/qr/app.svg']) {
      const response = await get(path);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'self'");
    }
  });

  it('serves a real robots.txt', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/plain');
    expect(await response.text()).toMatch(/^User-agent: \*\n/);
  });

  it('sends a form submitted before its page ran back to the page, never putting what was typed in a URL', async () => {
    const body = new URLSearchParams({ phone: '+79991234567', password: 'секрет-пароль' });
    const response = await handler(
      new Request('http://localhost:3000/personal/login/?backurl=%2Fpersonal%2F', { method: 'POST', body }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      'http://localhost:3000/personal/login/?backurl=%2Fpersonal%2F',
    );
    expect(response.headers.get('Location')).not.toMatch(/79991234567|password/);
    // A forged Host still sends it to the store's own origin; other methods are not taken.
    const forged = await handler(
      new Request('http://evil.example/personal/', {
        method: 'POST',
        body,
        headers: { Host: 'evil.example' },
      }),
    );
    expect(forged.headers.get('Location')).toBe('http://localhost:3000/personal/');
    const put = await handler(new Request('http://localhost:3000/personal/', { method: 'PUT', body }));
    expect(put.status).toBe(405);
    expect(put.headers.get('Allow')).toBe('GET, HEAD, POST');
  });

  it('server-renders every form that takes what a shopper types to post, not to get', async () => {
    for (const path of ['/personal/login/', '/personal/registration/']) {
      const html = await (await get(path)).text();
      const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]);
      const typed = forms.filter((form) => !/role="search"|action="\/search\/"/.test(form));
      expect(typed.length, `${path} shows a form`).toBeGreaterThan(0);
      for (const form of typed) expect(form, `${path}: ${form}`).toMatch(/method="post"/);
    }
  });

  it('answers bad percent-encodings and bad cookies without a 5xx; a bad token cookie is cleared', async () => {
    for (const path of [
      '/assets/%ZZ',
      '/assets/%E0%A4%A',
      '/assets/..%2F..%2Fpackage.json',
      '/catalog/%ZZ/',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    for (const value of ['%ZZ', '%E2%82%AC', '%00']) {
      const response = await get('/', { Cookie: `accessToken=${value}` });
      expect(response.status, value).toBe(200);
      expect(response.headers.get('Set-Cookie'), value).toMatch(/^accessToken=; Path=\/; Max-Age=0/);
    }
  });
});
