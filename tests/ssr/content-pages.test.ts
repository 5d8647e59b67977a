import { contentCalls, STORE_COMPANY } from '@verstak/sdk/contract';
import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';
import { accountKit } from '../../reference-server/src/testing/account-kit';

// Issue 18: the store's own pages render on the server with their h1 and §2.4 breadcrumb; the
// footer carries the §9 copyright and the seller's details; a header banner closed stays closed; an
// advertiser's slide names the advertiser and its erid; nothing an editor types becomes markup.

/** Each page of the issue this suite renders, with its h1 and its breadcrumb's titles. */
const PAGES: Array<[string, string, string[]]> = [
  ['/about/', 'О компании', ['Главная', 'О компании']],
  ['/about/reviews-of-works/', 'Отзывы покупателей', ['Главная', 'О компании', 'Отзывы покупателей']],
  ['/customer/', 'Покупателям', ['Главная', 'Покупателям']],
  ['/customer/delivery/', 'Доставка', ['Главная', 'Покупателям', 'Доставка']],
  ['/customer/oplata/', 'Оплата', ['Главная', 'Покупателям', 'Оплата']],
  ['/customer/garantiya/', 'Гарантия и возврат', ['Главная', 'Покупателям', 'Гарантия и возврат']],
  [
    '/customer/politika-konfidentsialnosti/',
    'Политика конфиденциальности',
    ['Главная', 'Покупателям', 'Политика конфиденциальности'],
  ],
  [
    '/customer/polzovatelskoe-soglashenie/',
    'Согласие на обработку персональных данных',
    ['Главная', 'Покупателям', 'Согласие на обработку персональных данных'],
  ],
  ['/customer/bonus/', 'Бонусная программа', ['Главная', 'Покупателям', 'Бонусная программа']],
  ['/corporate/', 'Корпоративным клиентам', ['Главная', 'Корпоративным клиентам']],
  ['/service/', 'Сервисный центр', ['Главная', 'Сервисный центр']],
  ['/about/app/', 'Мобильное приложение', ['Главная', 'О компании', 'Мобильное приложение']],
  ['/sitemap/', 'Карта сайта', ['Главная', 'Карта сайта']],
];

const h1Of = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
const crumbsOf = (html: string) => {
  const nav = /<nav class="breadcrumbs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<li[^>]*>(?:<a[^>]*>|<span[^>]*>)([^<]*)</g)].map((m) => m[1]);
};

describe('the store’s own pages, server-rendered (issue 18)', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  let kit: ReturnType<typeof accountKit>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    storefront.fetch(new Request(`http://localhost:3000${path}`, { headers }));

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 200 });
    const api = createApi({ db, logError: () => {} });
    kit = accountKit(db, () => Date.now());
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (request, bindings) => api.fetch(request, bindings),
    });
  });
  afterAll(async () => {
    await db.close();
  });

  it('renders each page with one h1, its breadcrumb (§2.4) and its canonical', async () => {
    for (const [path, h1, trail] of PAGES) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(h1Of(html), path).toEqual([h1]);
      expect(crumbsOf(html), path).toEqual(trail);
      expect(html, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
    }
  });

  it('shows the delivery terms as a table and the operator’s details on the legal pages', async () => {
    const delivery = await (await get('/customer/delivery/')).text();
    expect(delivery).toContain('<th scope="col">Стоимость</th>');
    expect(delivery).toContain('<td data-label="Стоимость">390 ₽</td>');
    for (const path of ['/customer/politika-konfidentsialnosti/', '/customer/polzovatelskoe-soglashenie/']) {
      const html = await (await get(path)).text();
      expect(html, path).toContain(`<dd>${STORE_COMPANY.inn} / ${STORE_COMPANY.kpp}</dd>`);
      expect(html, path).toContain(STORE_COMPANY.ogrn);
    }
  });

  it('answers an unknown static page with the 404 page', async () => {
    const response = await get('/customer/net-takoi-stranicy/');
    expect(response.status).toBe(404);
    expect(h1Of(await response.text())).toEqual(['Такой страницы не существует']);
  });

  it('the footer has the §9 copyright and the seller’s legal details', async () => {
    const html = await (await get('/customer/')).text();
    const footer = /<footer class="footer">[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain(`© <!-- -->2009<!-- -->–<!-- -->${new Date().getFullYear()}`);
    expect(footer).toContain(`ИНН ${STORE_COMPANY.inn}`);
    expect(footer).toContain(`ОГРН ${STORE_COMPANY.ogrn}`);
  });

  it('an advertiser’s slide carries «Реклама», the advertiser and the erid with «Скопировать токен»', async () => {
    const home = await (await get('/')).text();
    const label = /<details class="ad-label slide__ad">[\s\S]*?<\/details>/.exec(home)?.[0] ?? '';
    expect(label).toContain('<summary>Реклама</summary>');
    expect(label).toContain('Рекламодатель: ООО «Макита»');
    expect(label).toContain('<code>2VtzqxMakita1</code>');
    expect(label).toContain('Скопировать токен');
    // Not inside the slide's link: an open label is not a click on the ad.
    expect(/<a [^>]*class="slide"[^>]*>(?:(?!<\/a>)[\s\S])*ad-label/.test(home)).toBe(false);
  });

  it('shows a header banner where it belongs, and not once it was closed (the cookie stays)', async () => {
    const banner = 'Бесплатная доставка курьером от 5 000 ₽';
    /** The banners the page shows (its markup, not the inlined state). */
    const shown = async (path: string, headers: Record<string, string> = {}) =>
      [
        ...(await (await get(path, headers)).text()).matchAll(/class="header-banner__link"[^>]*>([^<]*)</g),
      ].map((m) => m[1] ?? '');
    expect(await shown('/')).toEqual([expect.stringContaining(banner)]);
    expect(await shown('/customer/delivery/')).toEqual([]);
    expect(await shown('/personal/cart/')).toEqual([]);
    expect((await shown('/catalog/sadovaya-tehnika/')).length).toBe(2);
    const closed = await storefront.fetch(
      new Request('http://localhost:3000/api/v4/cookie/header-banner', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:3000' },
        body: 'id=1',
      }),
    );
    expect(closed.status).toBe(200);
    const cookie = (closed.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toBe('closedHeaderBanners=1');
    for (let i = 0; i < 2; i++) expect(await shown('/', { Cookie: cookie })).toEqual([]);
    expect((await shown('/catalog/sadovaya-tehnika/', { Cookie: cookie })).length).toBe(1);
    expect(await shown('/')).toEqual([expect.stringContaining(banner)]);
  });

  it('renders what an editor typed as text: no script or tag gets into the page', async () => {
    const manager = await kit.tokenFor(9201, ['content-managers']);
    const saved = await kit.call(
      contentCalls.updateStaticPage,
      {
        path: '/about/app/',
        title: 'Приложение <img src=x onerror=alert(1)>',
        text: '<script>alert("x")</script>\n\n- [ссылка](javascript:alert(1))\n- [доставка](/customer/delivery/)',
      },
      { token: manager },
    );
    expect(saved.status).toBe(200);
    const html = await (await get('/about/app/')).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    expect(main).not.toContain('<script>alert');
    expect(main).not.toContain('<img src=x');
    expect(main).not.toContain('javascript:');
    expect(main).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(main).toContain('<a href="/customer/delivery/">доставка</a>');
  });
});
