import { baseCalls, contentCalls, PERSONAL_DATA_PATH, STORE_COMPANY } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

const NOW = Date.UTC(2026, 10, 26, 12);

/** The static pages of issue 18, each by its address (§2.1), with the breadcrumb titles of §2.4. */
const PAGES: Array<[string, string[]]> = [
  ['/about/', ['Главная', 'О компании']],
  ['/about/reviews-of-works/', ['Главная', 'О компании', 'Отзывы покупателей']],
  ['/customer/', ['Главная', 'Покупателям']],
  ['/customer/delivery/', ['Главная', 'Покупателям', 'Доставка']],
  ['/customer/oplata/', ['Главная', 'Покупателям', 'Оплата']],
  ['/customer/garantiya/', ['Главная', 'Покупателям', 'Гарантия и возврат']],
  ['/customer/politika-konfidentsialnosti/', ['Главная', 'Покупателям', 'Политика конфиденциальности']],
  [PERSONAL_DATA_PATH, ['Главная', 'Покупателям', 'Согласие на обработку персональных данных']],
  ['/corporate/', ['Главная', 'Корпоративным клиентам']],
  ['/service/', ['Главная', 'Сервисный центр']],
];

describe('static pages (issue 18)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let contentManager: string;
  let admin: string;
  let tagEditor: string;
  let shopper: string;

  beforeAll(async () => {
    db = await seededDatabase(120);
    kit = accountKit(db, () => NOW);
    contentManager = await kit.tokenFor(9102, ['content-managers']);
    admin = await kit.tokenFor(9103, ['administrators']);
    tagEditor = await kit.tokenFor(9104, ['page-tags']);
    shopper = await kit.tokenFor(9105, []);
  }, 120_000);
  afterAll(() => db.close());

  it('answers each page by its address with its text, head and breadcrumb (§2.4)', async () => {
    for (const [path, trail] of PAGES) {
      const answer = await kit.call(contentCalls.staticPage, { path });
      expect(answer.status, path).toBe(200);
      expect(answer.data.page.path).toBe(path);
      expect(answer.data.page.blocks.length, path).toBeGreaterThan(1);
      expect(answer.data.meta.canonical).toBe(path);
      expect(answer.data.meta.title).toBe(`${trail.at(-1)} | Верстак`);
      expect(answer.data.breadcrumbs.map((b) => b.title)).toEqual(trail);
    }
    const customer = await kit.call(contentCalls.staticPage, { path: '/customer/delivery/' });
    expect(customer.data.related.map((r) => r.url)).toContain('/customer/oplata/');
  });

  it('says what the basket really charges, and names the operator on the legal pages by one source', async () => {
    const text = async (path: string) =>
      JSON.stringify((await kit.call(contentCalls.staticPage, { path })).data.page.blocks);
    const delivery = await text('/customer/delivery/');
    expect(delivery).toContain('390 ₽');
    expect(delivery).toContain('от 5 000 ₽');
    expect(delivery).toContain('от 15 000 ₽');
    expect(await text('/customer/garantiya/')).toContain('14 дней');
    for (const path of ['/customer/politika-konfidentsialnosti/', PERSONAL_DATA_PATH]) {
      const blocks = (await kit.call(contentCalls.staticPage, { path })).data.page.blocks;
      expect(
        blocks.some((b) => b.type === 'requisites'),
        path,
      ).toBe(true);
      // The details themselves are never retyped into a page: one copy, in store-company.ts.
      expect(JSON.stringify(blocks)).not.toContain(STORE_COMPANY.inn);
    }
    expect(await text('/customer/politika-konfidentsialnosti/')).toContain('152-ФЗ');
  });

  it('serves the bonus page at /pages/bonus', async () => {
    const bonus = await kit.call(contentCalls.bonusPage, {});
    expect(bonus.status).toBe(200);
    expect(bonus.data.page.title).toBe('Бонусная программа');
    expect(JSON.stringify(bonus.data.page.blocks)).toContain('30%');
  });

  it('answers 404 for an unknown page and 400 for an address that is no page path', async () => {
    const unknown = await kit.call(contentCalls.staticPage, { path: '/customer/net-takoi/' });
    expect(unknown.status).toBe(404);
    expect(unknown.errors?.common).toBe('Страница не найдена');
    for (const path of [
      'customer/',
      '/customer',
      '/../etc/',
      '//evil.example/',
      '/Customer/',
      `/${'a'.repeat(300)}/`,
    ]) {
      const bad = await kit.raw('GET', `/pages/static?path=${encodeURIComponent(path)}`);
      expect(bad.status, path).toBe(400);
      expect(bad.errors?.path).toBeTruthy();
    }
    expect((await kit.raw('GET', '/pages/static')).status).toBe(400);
  });

  it('lets content managers and administrators edit; a tag editor and a shopper get 403, a guest 401', async () => {
    const body = { path: '/service/', title: 'Сервисный центр', text: 'Ремонт инструмента.' };
    expect((await kit.call(contentCalls.updateStaticPage, body)).status).toBe(401);
    expect((await kit.call(contentCalls.updateStaticPage, body, { token: shopper })).status).toBe(403);
    expect((await kit.call(contentCalls.updateStaticPage, body, { token: tagEditor })).status).toBe(403);
    const before = await kit.call(contentCalls.staticPage, { path: '/service/' });
    expect(before.data.page.blocks.length).toBeGreaterThan(3);

    const edited = await kit.call(
      contentCalls.updateStaticPage,
      {
        path: '/service/',
        title: 'Сервисный центр «Верстак»',
        text: '## Приём в ремонт\n\nПривезите инструмент в [любой магазин](/shops/).\n\n- Диагностика\n- Ремонт',
      },
      { token: contentManager },
    );
    expect(edited.status).toBe(200);
    const after = await kit.call(contentCalls.staticPage, { path: '/service/' });
    expect(after.data.page.title).toBe('Сервисный центр «Верстак»');
    expect(after.data.page.blocks).toEqual([
      { type: 'heading', text: 'Приём в ремонт' },
      {
        type: 'paragraph',
        inlines: [
          { text: 'Привезите инструмент в ' },
          { text: 'любой магазин', href: '/shops/' },
          { text: '.' },
        ],
      },
      { type: 'list', ordered: false, items: [[{ text: 'Диагностика' }], [{ text: 'Ремонт' }]] },
    ]);
    const [row] = await db.query<{ updated_by: string }>(
      `SELECT updated_by FROM static_pages WHERE path = '/service/'`,
    );
    expect(row?.updated_by).toBe('user 9102');
    expect((await kit.call(contentCalls.updateStaticPage, body, { token: admin })).status).toBe(200);
  });

  it('stores what an editor types as text, never markup: scripts stay text, unsafe links lose their address', async () => {
    const text = [
      '<script>alert(1)</script> <img src=x onerror=alert(1)>',
      '',
      '[нажми](javascript:alert(1)) [дальше](//evil.example/) [данные](data:text/html,x) [доставка](/customer/delivery/)',
    ].join('\n');
    const saved = await kit.call(
      contentCalls.updateStaticPage,
      { path: '/about/app/', title: '<b>Приложение</b>', text },
      { token: contentManager },
    );
    expect(saved.status).toBe(200);
    const page = (await kit.call(contentCalls.staticPage, { path: '/about/app/' })).data.page;
    expect(page.title).toBe('<b>Приложение</b>');
    expect(page.blocks[0]).toEqual({
      type: 'paragraph',
      inlines: [{ text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' }],
    });
    const links = page.blocks.flatMap((b) => (b.type === 'paragraph' ? b.inlines : [])).filter((r) => r.href);
    expect(links).toEqual([{ text: 'доставка', href: '/customer/delivery/' }]);
  });

  it('refuses bad edits with a clear message and keeps the stored page', async () => {
    const before = (await kit.call(contentCalls.staticPage, { path: '/corporate/' })).data.page;
    const refused = async (input: Record<string, unknown>) => {
      const answer = await kit.raw('POST', '/pages/static', { token: contentManager, form: input as never });
      expect(answer.status, JSON.stringify(input).slice(0, 80)).toBe(400);
      return answer.errors ?? {};
    };
    expect((await refused({ path: '/corporate/', title: '   ', text: 'Текст' })).title).toBe(
      'Введите заголовок страницы',
    );
    expect((await refused({ path: '/corporate/', title: 'Заголовок', text: '  ' })).text).toBe(
      'Введите текст страницы',
    );
    expect(
      (await refused({ path: '/corporate/', title: 'Заголовок', text: 'x'.repeat(60_001) })).text,
    ).toBeTruthy();
    expect(
      (
        await refused({
          path: '/corporate/',
          title: 'Заголовок',
          text: Array(401).fill('абзац').join('\n\n'),
        })
      ).text,
    ).toContain('Не больше 400 блоков');
    expect(
      (await refused({ path: '/corporate/', title: 'Заголовок\u0000', text: 'Текст' })).title,
    ).toBeTruthy();
    const unknown = await kit.call(
      contentCalls.updateStaticPage,
      { path: '/customer/novaya/', title: 'Новая', text: 'Текст' },
      { token: contentManager },
    );
    expect(unknown.status).toBe(404);
    expect((await db.query(`SELECT 1 FROM static_pages WHERE path = '/customer/novaya/'`)).length).toBe(0);
    expect((await kit.call(contentCalls.staticPage, { path: '/corporate/' })).data.page).toEqual(before);
  });

  it('keeps the last of 20 simultaneous edits whole, never a mix', async () => {
    const edits = Array.from({ length: 20 }, (_, i) =>
      kit.call(
        contentCalls.updateStaticPage,
        { path: '/customer/oplata/', title: `Оплата ${i}`, text: `Правка номер ${i}.` },
        { token: contentManager },
      ),
    );
    expect((await Promise.all(edits)).every((a) => a.status === 200)).toBe(true);
    const page = (await kit.call(contentCalls.staticPage, { path: '/customer/oplata/' })).data.page;
    const n = /^Оплата (\d+)$/.exec(page.title)?.[1];
    expect(page.blocks).toEqual([{ type: 'paragraph', inlines: [{ text: `Правка номер ${n}.` }] }]);
  });

  it('the sitemap page lists the sections tree, the brands, the store pages and the help pages', async () => {
    const map = await kit.call(contentCalls.sitemapPage, {});
    expect(map.status).toBe(200);
    expect(map.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Карта сайта']);
    const [{ n: tops } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sections WHERE parent_id IS NULL',
    );
    expect(map.data.sections.length).toBe(tops);
    expect(map.data.sections.some((s) => s.children.length > 0)).toBe(true);
    expect(map.data.brands.length).toBeGreaterThan(10);
    expect(map.data.help.map((p) => p.url)).toEqual(
      expect.arrayContaining(['/customer/delivery/', '/customer/garantiya/', '/service/', '/corporate/']),
    );
    expect(map.data.pages.map((p) => p.url)).toEqual(
      expect.arrayContaining(['/about/', '/promo/', '/shops/']),
    );
  });
});

describe('header banners (§3 Header banner, §7.7)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = accountKit(db, () => NOW);
  }, 120_000);
  afterAll(() => db.close());

  const base = (cookie?: string) =>
    kit.api.fetch(
      new Request('http://api.test/api/v4/base?select=headerBanners', {
        headers: cookie ? { Cookie: cookie } : {},
      }),
    );
  const close = (id: unknown, cookie?: string) =>
    kit.api.fetch(
      new Request('http://api.test/api/v4/cookie/header-banner', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: `id=${encodeURIComponent(String(id))}`,
      }),
    );
  const ids = async (response: Response) =>
    ((await response.json()) as { data: { headerBanners: Array<{ id: number }> } }).data.headerBanners.map(
      (b) => b.id,
    );

  it('a closed banner stays closed: the cookie lists it and /base leaves it out from then on', async () => {
    expect(await ids(await base())).toEqual([1, 2]);
    const closed = await close(1);
    expect(closed.status).toBe(200);
    const setCookie = closed.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(/^closedHeaderBanners=1; Max-Age=31536000;.*Path=\//);
    expect(((await closed.json()) as { data: { closed: number[] } }).data.closed).toEqual([1]);
    const cookie = setCookie.split(';')[0] ?? '';
    expect(await ids(await base(cookie))).toEqual([2]);
    // Closing the other keeps the first closed; closing one twice lists it once.
    const both = await close(2, cookie);
    const cookie2 = (both.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(cookie2).toBe('closedHeaderBanners=1.2');
    expect(await ids(await base(cookie2))).toEqual([]);
    expect(((await (await close(2, cookie2)).json()) as { data: { closed: number[] } }).data.closed).toEqual([
      1, 2,
    ]);
    // Everyone else still sees both.
    expect(await ids(await base())).toEqual([1, 2]);
  });

  it('refuses an unknown, a malformed and an uncloseable banner, and ignores a forged cookie', async () => {
    expect((await close(999)).status).toBe(404);
    for (const bad of ['abc', '-1', '0', '1e9', '', '9'.repeat(40)])
      expect((await close(bad)).status, bad).toBe(400);
    await db.query('UPDATE header_banners SET cross_use = false WHERE id = 2');
    const refused = await close(2);
    expect(refused.status).toBe(400);
    await db.query('UPDATE header_banners SET cross_use = true WHERE id = 2');
    expect(await ids(await base('closedHeaderBanners=<script>.1..x.99999999999'))).toEqual([2]);
    expect((await base(`closedHeaderBanners=${'1.'.repeat(5000)}`)).status).toBe(200);
  });

  it('refuses colours that are not #rgb or #rrggbb, so a banner cannot smuggle CSS', async () => {
    await expect(
      db.query(`UPDATE header_banners SET cross_color_mobile = 'red;background:url(x)' WHERE id = 1`),
    ).rejects.toThrow();
    expect((await kit.call(baseCalls.get, { select: ['headerBanners'] })).status).toBe(200);
  });
});
