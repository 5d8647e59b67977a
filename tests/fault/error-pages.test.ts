import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_FALLBACK_MESSAGE } from '../../reference-app/src/app/error-fallback';
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

/**
 * The error pages' popular categories on a clock that stands still with a wait that never ends: a read
 * kept stays kept, a failed one is not tried again, and a slow first read on a busy machine is still
 * awaited (not taken for lost). Their timings have unit tests of their own (popular-categories.test.ts).
 */
const STILL = { now: () => 0, setTimer: () => undefined, clearTimer: () => undefined };

/** The popular categories' tiles a page shows (§2.8). */
const tilesOf = (html: string) =>
  /<ul class="tiles[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1]?.match(/<li/g)?.length ?? 0;
/** The page shows between 1 and 8 popular categories under their heading. */
const showsPopular = (html: string, what: string) => {
  expect(html.includes('<h2>Популярные категории</h2>'), `${what}: the heading`).toBe(true);
  expect(tilesOf(html), `${what}: the tiles`).toBeGreaterThan(0);
  expect(tilesOf(html), `${what}: at most 8`).toBeLessThanOrEqual(8);
};

describe('the error pages (§8, §2.8) under faults', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  let fault: Fault = 'none';
  /** Paths whose database reads fail while `fault` is set; every read otherwise. */
  let faultyPages: RegExp = /./;
  let currentPath = '';
  /** An answer the API gives instead of its own for the calls whose path matches, while set. */
  let answer: { path: RegExp; status: number; body: object } | undefined;
  /** The API's calls by path, counted while the tests run. */
  const calls = new Map<string, number>();
  let api: ReturnType<typeof createApi>;
  /**
   * A storefront of its own (nothing kept yet) over the same faulty API, counting its calls in
   * `counted`; the calls whose path matches `unavailable` are answered 503 while `fault` is set (the
   * API keeps the catalogue in memory, so the database down alone does not stop every call).
   */
  const freshStorefront = (counted: Map<string, number>, unavailable = /^$/) =>
    createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => {
        currentPath = new URL(request.url).pathname;
        counted.set(currentPath, (counted.get(currentPath) ?? 0) + 1);
        if (fault !== 'none' && unavailable.test(currentPath))
          return Response.json(
            { version: 'release_2025_08_01', code: 'unavailable', errors: {} },
            { status: 503 },
          );
        return api.fetch(request, bindings);
      },
      popularCategoriesTiming: STILL,
    });
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
    api = createApi({ db: faulty });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => {
        currentPath = new URL(request.url).pathname;
        calls.set(currentPath, (calls.get(currentPath) ?? 0) + 1);
        if (answer?.path.test(currentPath))
          return Response.json({ version: 'release_2025_08_01', ...answer.body }, { status: answer.status });
        return api.fetch(request, bindings);
      },
      popularCategoriesTiming: STILL,
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
    showsPopular(html, 'order_not_found');
  });

  it('order_not_found: the orderNotFound breadcrumb, Главная → Мои заказы → «Заказ не найден», and its JSON-LD without the last item', async () => {
    const { html } = await pageWhenApiSays('/brands/', /^\/api\/v4\/pages\/manufacturers/, 404, {
      code: 'order_not_found',
      errors: { common: 'Ошибка: заказ №2026000123 не найден.' },
    });
    const trail = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(/<a href="\/"[^>]*>Главная<\/a>/.test(trail), 'Главная links home').toBe(true);
    expect(
      /<a href="\/personal\/orders\/"[^>]*>Мои заказы<\/a>/.test(trail),
      'Мои заказы links the list',
    ).toBe(true);
    expect(/<span aria-current="page">Заказ не найден<\/span>/.test(trail), 'the last is plain text').toBe(
      true,
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] as string) as { '@type': string; itemListElement?: unknown[] })
      .find((d) => d['@type'] === 'BreadcrumbList');
    expect(jsonLd?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'http://localhost:3000/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Мои заказы',
        item: 'http://localhost:3000/personal/orders/',
      },
    ]);
  });

  it('the other error pages have no breadcrumb list', async () => {
    const { html } = await pageWhenApiSays('/brands/', /^\/api\/v4\/pages\/manufacturers/, 502, {
      code: 'http',
      errors: {},
    });
    expect(html.includes('BreadcrumbList')).toBe(false);
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
      showsPopular(html, String(apiStatus));
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
      showsPopular(html, 'Ошибка сервера');
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

  it('a database down from the start: the 503 page renders whole without popular categories, no second error', async () => {
    const counted = new Map<string, number>();
    const fresh = freshStorefront(counted, /^\/api\/v4\/pages\/404$/);
    fault = 'dropped';
    faultyPages = /./;
    try {
      for (const path of ['/', '/503/', '/catalog/elektroinstrument/']) {
        const response = await fresh.fetch(new Request(`http://localhost:3000${path}`));
        const html = await response.text();
        expect(response.status, path).toBe(503);
        says(html, 'Сайт временно недоступен');
        expect(html.includes('Популярные категории'), path).toBe(false);
        expect(html.includes(ERROR_FALLBACK_MESSAGE), path).toBe(false);
        expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
      }
      // The failed read is not tried again by each page that follows.
      expect(counted.get('/api/v4/pages/404')).toBe(1);
    } finally {
      fault = 'none';
    }
  });

  it('a storm of 20 error pages at once reads the popular categories once, and keeps showing them while the database is down', async () => {
    const counted = new Map<string, number>();
    const fresh = freshStorefront(counted, /^\/api\/v4\/pages\/404$/);
    const storm = (path: string) =>
      Promise.all(
        Array.from({ length: 20 }, async () => {
          const response = await fresh.fetch(new Request(`http://localhost:3000${path}`));
          return { status: response.status, html: await response.text() };
        }),
      );
    for (const { status, html } of await storm('/503/')) {
      expect(status).toBe(503);
      showsPopular(html, 'storm');
    }
    expect(counted.get('/api/v4/pages/404')).toBe(1);
    fault = 'dropped';
    faultyPages = /./;
    try {
      for (const { status, html } of await storm('/brands/')) {
        expect(status).toBe(503);
        showsPopular(html, 'the database down');
      }
    } finally {
      fault = 'none';
    }
    expect(counted.get('/api/v4/pages/404')).toBe(1);
  });

  it('a huge cookie on an error page: its own status and a whole page, never a 5xx it did not mean', async () => {
    const cookie = `city=${'x'.repeat(40_000)}; junk=${'%'.repeat(20_000)}; accessToken=${'a.b.'.repeat(5_000)}`;
    for (const [path, expected] of [
      ['/no/such/page/', 404],
      ['/503/', 503],
    ] as const) {
      const response = await get(path, { headers: { cookie } });
      const html = await response.text();
      expect(response.status, path).toBe(expected);
      expect(html.trimEnd().endsWith('</html>'), path).toBe(true);
    }
  });

  it('/503/ is a real page answered with 503 «Сайт временно недоступен»', async () => {
    const response = await get('/503/');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html.includes('<title>503</title>'), '<title>503</title>').toBe(true);
    says(html, 'Ошибка 503: Сайт временно недоступен');
    showsPopular(html, '/503/');
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
