import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { seededDatabase } from '../testing/seeded-database';
import type { SitemapEntry } from './sitemap-entries';
import { SITEMAP_MAX_URLS, sitemapFile } from './sitemap-route';

/** The `<loc>`s of a sitemap file. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

describe('the sitemap files', () => {
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: null },
    { path: '/catalog/dreli/', lastmod: null },
    { path: '/promo/leto/', lastmod: '2026-06-01' },
    { path: '/product/a/', lastmod: null },
    { path: '/product/b&c/', lastmod: null },
  ];

  it('is one urlset with absolute, escaped addresses and the lastmod where known, when all fit', () => {
    const xml = sitemapFile(entries, 'https://example.ru', 0, { citySubdomain: false }) ?? '';
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual([
      'https://example.ru/',
      'https://example.ru/catalog/dreli/',
      'https://example.ru/promo/leto/',
      'https://example.ru/product/a/',
      'https://example.ru/product/b&amp;c/',
    ]);
    expect(xml).toContain(
      '<url><loc>https://example.ru/promo/leto/</loc><lastmod>2026-06-01</lastmod></url>',
    );
    expect(sitemapFile(entries, 'https://example.ru', 1, { citySubdomain: false })).toBeNull();
  });

  it('is an index of parts past the limit, every address in exactly one part, none past the last', () => {
    const options = { citySubdomain: false, perFile: 2 };
    const index = sitemapFile(entries, 'https://example.ru', 0, options) ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `https://example.ru/sitemap-${n}.xml`));
    const parts = [1, 2, 3].map((n) => locs(sitemapFile(entries, 'https://example.ru', n, options) ?? ''));
    expect(parts.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(parts.flat()).toEqual(
      locs(sitemapFile(entries, 'https://example.ru', 0, { citySubdomain: false }) ?? ''),
    );
    expect(sitemapFile(entries, 'https://example.ru', 4, options)).toBeNull();
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('lists on a city subdomain only the pages whose canonical it keeps (§4.3)', () => {
    const xml = sitemapFile(entries, 'https://vologda.example.ru', 0, { citySubdomain: true }) ?? '';
    expect(locs(xml)).toEqual([
      'https://vologda.example.ru/',
      'https://vologda.example.ru/catalog/dreli/',
      'https://vologda.example.ru/product/a/',
      'https://vologda.example.ru/product/b&amp;c/',
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  let db: Db;
  let api: ReturnType<typeof createApi>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    api.fetch(new Request(`http://localhost:3000${path}`, { headers }));

  beforeAll(async () => {
    db = await seededDatabase(300);
    api = createApi({ db });
  }, 120_000);
  afterAll(() => db.close());

  it('lists every listing, section, brand, brand section, tag, promotion and product, as XML', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const listed = new Set(locs(await response.text()));
    const expected = async (sql: string) =>
      (await db.query<{ path: string }>(sql)).map((r) => `http://localhost:3000${r.path}`);
    const must = [
      ...[
        '/',
        '/catalog/',
        '/catalog/new/',
        '/catalog/recommended/',
        '/sale/',
        '/brands/',
        '/promo/',
        '/otzyvy/',
      ].map((p) => `http://localhost:3000${p}`),
      ...(await expected('SELECT url AS path FROM sections')),
      ...(await expected(`SELECT '/brands/' || code || '/' AS path FROM brands`)),
      ...(await expected(`SELECT '/brands/tag/' || code || '/' AS path FROM brand_tags`)),
      ...(await expected(`SELECT '/tag/' || code || '/' AS path FROM catalog_tags`)),
      ...(await expected(`SELECT '/promo/' || code || '/' AS path FROM promotions`)),
      ...(await expected(`SELECT '/product/' || code || '/' AS path FROM products`)),
      ...(await expected(
        `SELECT DISTINCT '/brands/' || b.code || '/' || s.code || '/' AS path FROM products p
         JOIN brands b ON b.id = p.brand_id JOIN sections s ON s.id = p.section_id`,
      )),
    ];
    expect(must.length).toBeGreaterThan(300);
    expect(must.filter((url) => !listed.has(url))).toEqual([]);
    // Each once: a crawler is not sent twice to one page.
    expect(listed.size).toBe(locs(await (await get('/sitemap.xml')).text()).length);
  });

  it('answers a brand section it lists with that brand’s products, and a tag with its lastmod', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:3000\/brands\/tag\/[a-z0-9-]+\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    const brandSection = locs(xml).find((url) => /\/brands\/(?!tag\/)[^/]+\/[^/]+\/$/.test(url)) ?? '';
    const [, code, section] = /\/brands\/([^/]+)\/([^/]+)\/$/.exec(brandSection) ?? [];
    const page = await get(`/api/v4/pages/manufacturers/${code}/${section}`);
    expect(page.status).toBe(200);
  });

  it('writes the addresses on the host the crawler came to, never a forged one, a city’s own pages only', async () => {
    const city = await (await get('/sitemap.xml', { 'X-Forwarded-Host': 'vologda.localhost:3000' })).text();
    const urls = locs(city);
    expect(urls.length).toBeGreaterThan(100);
    expect(urls.every((u) => u.startsWith('http://vologda.localhost:3000/'))).toBe(true);
    expect(urls.some((u) => u.includes('/promo/'))).toBe(false);
    expect(urls).toContain(
      'http://vologda.localhost:3000/product/' +
        urls.find((u) => u.includes('/product/'))?.split('/product/')[1],
    );
    const forged = await (await get('/sitemap.xml', { 'X-Forwarded-Host': 'evil.example' })).text();
    expect(locs(forged).every((u) => u.startsWith('http://localhost:3000/'))).toBe(true);
  });

  it('lists the store’s own pages and the sitemap page, dated by their last edit; a city subdomain leaves them to the main host', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    for (const path of [
      '/about/',
      '/customer/delivery/',
      '/customer/politika-konfidentsialnosti/',
      '/service/',
    ])
      expect(xml).toMatch(
        new RegExp(`<loc>http://localhost:3000${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`),
      );
    expect(locs(xml)).toContain('http://localhost:3000/sitemap/');
    const city = locs(
      await (await get('/sitemap.xml', { 'X-Forwarded-Host': 'vologda.localhost:3000' })).text(),
    );
    expect(city.some((u) => u.includes('/customer/'))).toBe(false);
  });

  it('answers 404 for a part that does not exist and for a malformed name', async () => {
    expect((await get('/sitemap-1.xml')).status).toBe(404);
    expect((await get('/sitemap-999999.xml')).status).toBe(404);
    expect((await get('/sitemap-01.xml')).status).toBe(404);
    expect((await get('/sitemap--1.xml')).status).toBe(404);
  });

  it('follows a catalogue write: a new product is listed at once', async () => {
    await db.query(
      `INSERT INTO products (id, code, title, short_title, section_id, mid_id, top_id, brand_id, price, rating, reviews,
         is_available, is_recommended, popularity, novelty, warranty_months, description, props)
       SELECT 999999, 'novyi-tovar-sitemap', title, short_title, section_id, mid_id, top_id, brand_id, price, rating, reviews,
         is_available, is_recommended, popularity, novelty, warranty_months, description, props FROM products LIMIT 1`,
    );
    const xml = await (await get('/sitemap.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/product/novyi-tovar-sitemap/</loc>');
  });
});
