import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// Issue 14 §2: `GET //evil.example/?h=<anything>` answered `302 Location: //evil.example/`. Every
// redirect the storefront emits names a path of the store, whatever the request's path.

const ORIGIN = 'http://localhost:3000';
let db: Awaited<ReturnType<typeof openDatabase>>;
let storefront: ReturnType<typeof createStorefront>;

/** The storefront's answer to `GET <path>` as a browser sends it (the path exactly as written). */
const get = (path: string) => storefront.fetch(new Request(`${ORIGIN}${path}`), undefined);

/** Where a browser goes for a `Location`: it drops tabs and newlines and reads `\` as `/`. */
const destination = (location: string) =>
  new URL(location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/'), `${ORIGIN}/catalog/`);

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await seed(db, { products: 40 });
  const api = createApi({ db, logError: () => {} });
  storefront = createStorefront({
    apiBaseUrl: 'http://api.internal',
    apiFetch: async (request, bindings) => api.fetch(request, bindings),
    publicOrigin: ORIGIN,
  });
});
afterAll(async () => {
  await db.close();
});

describe('the redirects of the storefront', () => {
  it.each([
    '//evil.example/?h=anything',
    '///evil.example/?h=anything',
    '/\\evil.example/?h=anything',
    '/%2F%2Fevil.example/?h=anything',
    '/%2f/evil.example/?h=anything',
    '/%5Cevil.example/?h=anything',
    '/%09/evil.example/?h=anything',
    '/%252F%252Fevil.example/?h=anything',
  ])('a login link at %j sends the browser to the store’s home page', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/');
  });

  it('keeps the address of an ordinary login link without its h', async () => {
    const answer = await get('/catalog/?utm_source=mail&h=spent');
    expect(answer.headers.get('location')).toBe('/catalog/?utm_source=mail');
  });

  it('adds the trailing slash on the store’s own origin, never to a path that names another host', async () => {
    expect((await get('/catalog')).headers.get('location')).toBe(`${ORIGIN}/catalog/`);
    expect((await get('//evil.example')).headers.get('location')).toBe(`${ORIGIN}/`);
    expect((await get('/%2F%2Fevil.example')).headers.get('location')).toBe(`${ORIGIN}/`);
  });

  it('never sends a browser off the store, whatever the path', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%09',
      '%252F',
      'evil.example',
      'https:',
      '@',
      '.',
      'catalog',
      'personal',
      'login',
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 6 }).map((pieces) => `/${pieces.join('')}`);
    const query = fc.constantFrom('', '?h=x', '?r=//evil.example&h=x', '?a=1');
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const answer = await get(`${p}${q}`);
        const location = answer.headers.get('location');
        if (answer.status >= 300 && answer.status < 400) {
          expect(location, `${p}${q}`).not.toBeNull();
          expect(destination(location as string).origin, `${p}${q} → ${location}`).toBe(ORIGIN);
        }
      }),
      { numRuns: 60 },
    );
  });
});
