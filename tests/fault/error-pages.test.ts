import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// The error catalogue of §8 and §2.8 as the server answers it, against the real API with faults put
// into its database on cue: a query that throws (a bug: the API's 500) and a dropped connection.

type Fault = 'none' | 'bug' | 'dropped';

/** The text of a page as read: without tags and React's text separators, whitespace folded. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
/** Whether the page's text has `phrase` (a failure names the phrase, not the whole page). */
const says = (html: string, phrase: string) => expect(textOf(html).includes(phrase), phrase).toBe(true);

describe('the error pages (§8, §2.8) under faults', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  let fault: Fault = 'none';
  /** Paths whose database reads fail while `fault` is set; every read otherwise. */
  let faultyPages: RegExp = /./;
  let currentPath = '';
  /** An answer the API gives instead of its own for the calls whose path matches, while set. */
  let answer: { path: RegExp; status: number; body: object } | undefined;
  const get = (path: string, init?: RequestInit) =>
    storefront.fetch(new Request(`http://localhost:3000${path}`, init));

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 400 });
    const faulty = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'query' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (fault !== 'none' && faultyPages.test(currentPath)) {
            if (fault === 'bug') throw new Error('column "nope" does not exist');
            const dropped = Object.assign(new Error('Connection terminated unexpectedly'), {
              code: 'ECONNRESET',
            });
            throw dropped;
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const api = createApi({ db: faulty });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => {
        currentPath = new URL(request.url).pathname;
        if (answer?.path.test(currentPath))
          return Response.json({ version: 'release_2025_08_01', ...answer.body }, { status: answer.status });
        return api.fetch(request, bindings);
      },
    });
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('404: «Такой страницы не существует» as the title and the heading, the note, home and catalogue, up to 8 popular categories', async () => {
    const response = await get('/no/such/page/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(
      html.includes('<title>Такой страницы не существует</title>'),
      '<title>Такой страницы не существует</title>',
    ).toBe(true);
    expect(
      html.includes('<h1>Такой страницы не существует</h1>'),
      '<h1>Такой страницы не существует</h1>',
    ).toBe(true);
    expect(
      html.includes('Возможно, страница была удалена или товар снят с продажи.'),
      'Возможно, страница была удалена или товар снят с продажи.',
    ).toBe(true);
    expect(/<a href="\/"[^>]*>На главную<\/a>/.test(html)).toBe(true);
    expect(/<a href="\/catalog\/"[^>]*>В каталог<\/a>/.test(html)).toBe(true);
    const tiles = /<ul class="tiles[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1]?.match(/<li/g) ?? [];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(8);
  });

  /** The page at `path` while the API answers its page call with `status` and `body`. */
  async function pageWhenApiSays(path: string, apiPath: RegExp, status: number, body: object) {
    answer = { path: apiPath, status, body };
    try {
      const response = await get(path);
      return { status: response.status, html: await response.text() };
    } finally {
      answer = undefined;
    }
  }

  it('400 from the API shows as the 404 page', async () => {
    const { status, html } = await pageWhenApiSays('/brands/', /^\/api\/v4\/pages\/manufacturers/, 400, {
      code: 'validation',
      errors: { page: 'Неверный номер страницы' },
    });
    expect(status).toBe(404);
    expect(html.includes('<title>Такой страницы не существует</title>')).toBe(true);
    says(html, 'Такой страницы не существует');
  });

  it('order_not_found: the server’s «Ошибка: заказ №{id} не найден.» and the way to the orders list, 404', async () => {
    const { status, html } = await pageWhenApiSays('/brands/', /^\/api\/v4\/pages\/manufacturers/, 404, {
      code: 'order_not_found',
      errors: { common: 'Ошибка: заказ №2026000123 не найден.' },
    });
    expect(status).toBe(404);
    says(html, 'Ошибка: заказ №2026000123 не найден.');
    expect(/<a href="\/personal\/orders\/"[^>]*>Перейти к списку заказов<\/a>/.test(html)).toBe(true);
    expect(html.includes('<title>Ошибка: заказ №2026000123 не найден.</title>')).toBe(true);
  });

  it('any other status of the API (418, 502, 504) is 503 «Сайт временно недоступен», title 503', async () => {
    for (const apiStatus of [418, 409, 502, 504]) {
      const { status, html } = await pageWhenApiSays(
        '/brands/',
        /^\/api\/v4\/pages\/manufacturers/,
        apiStatus,
        {
          code: 'http',
          errors: {},
        },
      );
      expect(status, String(apiStatus)).toBe(503);
      expect(html.includes('<title>503</title>'), String(apiStatus)).toBe(true);
      says(html, 'Ошибка 503: Сайт временно недоступен');
    }
  });

  it('a handler that throws (the API’s 500): «Ошибка сервера», «На странице произошла ошибка», HTTP 500, title 503, no stack', async () => {
    fault = 'bug';
    faultyPages = /^\/api\/v4\/pages\/catalog\//;
    try {
      const response = await get('/catalog/elektroinstrument/');
      const html = await response.text();
      expect(response.status).toBe(500);
      expect(html.includes('<title>503</title>'), '<title>503</title>').toBe(true);
      says(html, 'Ошибка 500: Ошибка сервера');
      expect(
        html.includes('<h1>На странице произошла ошибка</h1>'),
        '<h1>На странице произошла ошибка</h1>',
      ).toBe(true);
      expect(
        html.includes('Мы уже знаем о ней и поправим в самое ближайшее время.'),
        'Мы уже знаем о ней и поправим в самое ближайшее время.',
      ).toBe(true);
      expect(/column "nope"|at .+\.(ts|js):\d+/.test(html)).toBe(false);
    } finally {
      fault = 'none';
    }
  });

  it('a dropped database: HTTP 503 «Сайт временно недоступен» with Retry-After, never a 500', async () => {
    fault = 'dropped';
    faultyPages = /./;
    try {
      // (The catalogue tree is kept in the API's memory and still answers: its page is no fault.)
      for (const path of ['/', '/brands/']) {
        const response = await get(path);
        const html = await response.text();
        expect(response.status, path).toBe(503);
        expect(response.headers.get('Retry-After'), path).not.toBeNull();
        says(html, 'Сайт временно недоступен');
        expect(html.includes('<title>503</title>'), '<title>503</title>').toBe(true);
        expect(html.includes('Connection terminated'), 'Connection terminated').toBe(false);
      }
    } finally {
      fault = 'none';
    }
  });

  it('/503/ is a real page answered with 503 «Сайт временно недоступен»', async () => {
    const response = await get('/503/');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html.includes('<title>503</title>'), '<title>503</title>').toBe(true);
    says(html, 'Ошибка 503: Сайт временно недоступен');
    expect((await get('/503/', { method: 'HEAD' })).status).toBe(503);
  });

  it('a ?status= or a path that names a status forces none: the page’s own status, never a 5xx', async () => {
    for (const path of [
      '/?status=500',
      '/?status=503',
      '/no/such/?status=200',
      '/500/',
      '/404/',
      '/%35%30%33/',
    ]) {
      const response = await get(path);
      await response.text();
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it('answers the error page asked for 20 times at once, each whole and alike', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/no/such/page/')));
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(404));
    for (const body of bodies) {
      expect(
        body.includes('<h1>Такой страницы не существует</h1>'),
        '<h1>Такой страницы не существует</h1>',
      ).toBe(true);
      expect(body.trimEnd().endsWith('</html>')).toBe(true);
    }
  });

  it('an API that fails with its internals in the error: 503, none of them in the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async () => {
        throw Object.assign(new Error('secret internals'), {
          stack: 'Error: secret internals\n    at x.ts:1:1',
        });
      },
    });
    const response = await broken.fetch(new Request('http://localhost:3000/'));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html.includes('secret internals'), 'secret internals').toBe(false);
    logged.mockRestore();
  });
});
