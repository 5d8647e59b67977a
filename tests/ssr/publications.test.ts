import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedStore, servedStore } from '../support/served-store';

// News, articles and videos as the server renders them (issue 18, §2.1, §2.4): each route with its
// h1, trail and canonical; lists paged and by tag; an article's contents, FAQ, products, «next» and
// comments; a video behind its facade with no player (and so no third-party address) in the page.

describe('news, articles and videos rendered on the server (issue 18)', () => {
  let store: ServedStore;

  beforeAll(async () => {
    store = await servedStore(300);
  }, 120_000);
  afterAll(async () => {
    await store.close();
  });

  it('renders each list and each kind of page with its h1, §2.4 trail and canonical', async () => {
    const cases: Array<[string, string, string[]]> = [
      // The structured trail leaves out the page itself (§2.5).
      ['/about/novosti/', 'Новости', ['Главная', 'О компании']],
      ['/stati/', 'Статьи', ['Главная']],
      ['/videos/', 'Видео', ['Главная']],
      [
        '/about/novosti/otkrytie-magazina-v-yaroslavle/',
        'Открыли второй магазин в Ярославле',
        ['Главная', 'О компании', 'Новости'],
      ],
      [
        '/stati/kak-vybrat-perforator/',
        'Как выбрать перфоратор для дома и для работы',
        ['Главная', 'Статьи'],
      ],
      ['/videos/obzor-perforatorov-sds-plus/', 'Сравнили пять перфораторов SDS-plus', ['Главная', 'Видео']],
    ];
    for (const [path, h1, trail] of cases) {
      const response = await store.get(path);
      expect(response.status, path).toBe(200);
      const page = await response.text();
      expect(page, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      expect(page, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
      expect(page, path).toContain('class="breadcrumbs');
      const crumbs = [...page.matchAll(/"@type":"ListItem","position":\d+,"name":"([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(crumbs, path).toEqual(trail);
    }
  });

  it('pages a list and narrows it by tag; a page past the last and an unknown tag are the 404 page', async () => {
    const first = await store.html('/stati/');
    const cards = (html: string) =>
      [...html.matchAll(/class="publication-card publication-card--article"/g)].length;
    expect(cards(first)).toBe(12);
    expect(first).toContain('href="/stati/?page=2"');
    const second = await store.html('/stati/?page=2');
    expect(cards(second)).toBeGreaterThan(0);
    expect(second).toContain('<meta name="robots" content="noindex, follow">');
    const tagged = await store.html('/stati/?tag=sad-i-dacha');
    expect(tagged).toMatch(/<h1[^>]*>Статьи: сад и дача<\/h1>/);
    expect(tagged).toMatch(
      /<a[^>]*(href="\/stati\/\?tag=sad-i-dacha"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/stati\/\?tag=sad-i-dacha")/,
    );
    expect(cards(tagged)).toBeLessThan(cards(first));
    for (const path of [
      '/stati/?page=50',
      '/stati/?tag=net-takogo',
      '/stati/?tag=%3Cb%3E',
      '/stati/net-takoy-stati/',
      '/videos/kak-vybrat-perforator/',
    ]) {
      const response = await store.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Такой страницы не существует');
    }
  });

  it('renders an article whole: contents linking to its headings, FAQ, product cards, «next», comments and the form with consent', async () => {
    const page = await store.html('/stati/kak-vybrat-perforator/');
    const anchors = [...page.matchAll(/<a href="#([a-z0-9-]+)">/g)].map((m) => m[1]);
    expect(anchors.length).toBeGreaterThanOrEqual(3);
    for (const anchor of anchors) expect(page).toContain(`<h2 id="${anchor}">`);
    expect(page).toContain('Вопросы и ответы');
    expect(page).toContain('<summary>Сколько джоулей нужно');
    expect(page).toContain('Товары из статьи');
    expect(page).toMatch(/class="card/);
    expect(page).toMatch(/Следующая статья<\/span><strong>[^<]+<\/strong>/);
    expect(page).toContain('Взял перфоратор на 2,7 Дж');
    expect(page).toContain('name="agreement"');
    expect(page).toContain('href="/customer/polzovatelskoe-soglashenie/"');
    expect(page).toContain('"@type":"Article","headline":"Как выбрать перфоратор для дома и для работы"');
    expect(page).toContain('"@type":"FAQPage"');
  });

  it('shows a video as a poster and a title, with no player and no address of its host loaded', async () => {
    const page = await store.html('/videos/obzor-perforatorov-sds-plus/');
    expect(page).toContain('class="video-facade__poster"');
    expect(page).toContain('Смотреть видео «Сравнили пять перфораторов SDS-plus»');
    expect(page).not.toContain('<iframe');
    expect(page).toContain('"@type":"VideoObject"');
    expect(page).toContain('"duration":"PT12M22S"');
    // The host is named only in the no-script link, never as something the page loads.
    expect(page).not.toMatch(/(src|srcset|href)="https:\/\/rutube\.ru\/play/);
    expect(page).not.toMatch(/<(script|link|img)[^>]+rutube/);
  });
});
