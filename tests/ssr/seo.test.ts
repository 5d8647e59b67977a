import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedStore, servedStore } from '../support/served-store';

// Issue 17's SEO as the server renders it: the structured data of a product and of home (safe against a
// title or a review that tries to close its script), the share card on every page, canonical and
// `noindex, follow` on every listing's filtered and paged addresses, §4.3 on a city subdomain, and the
// sitemap and robots.txt the crawler starts from.

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

const EVIL = '</script><script>alert(1)</script><!--';

describe('SEO rendered on the server (issue 17)', () => {
  let db: ServedStore['db'];
  let handler: ServedStore['handler'];
  let product: { id: number; code: string };
  const get = (path: string, host = 'localhost:3000') =>
    Promise.resolve(handler(new Request(`http://${host}${path}`)));
  const html = async (path: string, host?: string) => (await get(path, host)).text();
  const first = async (sql: string) => ((await db.query<{ v: string }>(sql))[0]?.v ?? '') as string;

  beforeAll(async () => {
    ({ db, handler } = await servedStore(500));
    const [found] = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM products WHERE is_available ORDER BY popularity DESC LIMIT 1',
    );
    if (!found) throw new Error('no product');
    product = found;
    // A product whose title and published review try to close the page's scripts.
    await db.query(`UPDATE products SET title = title || $2, rating = 4, reviews = 1 WHERE id = $1`, [
      product.id,
      ` ${EVIL}`,
    ]);
    await db.query(`DELETE FROM product_reviews WHERE product_id = $1`, [product.id]);
    await db.query(
      `INSERT INTO product_reviews (product_id, rating, text, status, author, created_at)
       VALUES ($1, 4, $2, 'published', 'Иван П.', '2026-10-01T09:30:00Z'),
              ($1, 1, 'Ждёт модерации', 'moderation', 'Пётр', '2026-10-02T09:30:00Z')`,
      [product.id, `Хорошая ${EVIL}`],
    );
  }, 180_000);
  afterAll(async () => {
    await db.close();
  });

  it('a product page: Product with its article code, brand, an offer in roubles, its rating and published reviews', async () => {
    const page = await html(`/product/${product.code}/`);
    const ld = jsonLd(page);
    expect(ld.map((d) => d['@type'])).toEqual(['BreadcrumbList', 'Product']);
    const data = ld[1] as {
      name: string;
      sku: string;
      url: string;
      brand: Record<string, unknown>;
      image: string[];
      offers: { price: number };
      aggregateRating: unknown;
      review: unknown;
    };
    expect(data.name).toContain(EVIL);
    expect(data.sku).toBe(product.code);
    expect(data.url).toBe(`http://localhost:3000/product/${product.code}/`);
    expect(data.brand['@type']).toBe('Brand');
    expect(data.image[0]).toMatch(/^http:\/\/localhost:3000\/images\/products\//);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'RUB',
      availability: 'https://schema.org/InStock',
    });
    expect(data.offers.price).toBeGreaterThan(0);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    // Only the published review.
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Иван П.' },
        datePublished: '2026-10-01',
        reviewBody: `Хорошая ${EVIL}`,
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    // Nothing broke out: no script but the page's own, the alert never markup.
    expect(page).not.toContain('<script>alert');
    expect(page).toContain('<meta property="og:type" content="product">');
    expect(page).toContain(
      `<meta property="og:url" content="http://localhost:3000/product/${product.code}/">`,
    );
  });

  it('a product sub-page has its breadcrumb but not the Product, and names the main city as canonical (§4.3)', async () => {
    const city = 'yaroslavl.localhost:3000';
    const page = await html(`/product/${product.code}/specification/`, city);
    expect(jsonLd(page).map((d) => d['@type'])).toEqual(['BreadcrumbList']);
    expect(page).toContain(
      `<link rel="canonical" href="http://localhost:3000/product/${product.code}/specification/">`,
    );
    const own = await html(`/product/${product.code}/`, city);
    expect(own).toContain(`<link rel="canonical" href="http://${city}/product/${product.code}/">`);
    // The structured data is on the city's own domain (§2.5).
    expect((jsonLd(own)[1] as { url: string }).url).toBe(`http://${city}/product/${product.code}/`);
  });

  it('home: Organization and WebSite with the search box, and the share card', async () => {
    const page = await html('/');
    const ld = jsonLd(page);
    expect(ld.map((d) => d['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ld[1]).toMatchObject({
      potentialAction: { target: 'http://localhost:3000/search/?q={search_term_string}' },
    });
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type'])
      expect(page, tag).toContain(`<meta property="${tag}" content="`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('every listing: its canonical and `index, follow` on its first page; the same canonical and `noindex, follow` on page 2', async () => {
    const section = await first(
      `SELECT s.url AS v FROM sections s WHERE NOT EXISTS (SELECT 1 FROM sections c WHERE c.parent_id = s.id)
       ORDER BY (SELECT count(*) FROM products p WHERE p.section_id = s.id) DESC LIMIT 1`,
    );
    const brand = await first(
      `SELECT '/brands/' || b.code || '/' AS v FROM brands b JOIN products p ON p.brand_id = b.id
       GROUP BY b.code ORDER BY count(*) DESC LIMIT 1`,
    );
    const tag = await first(`SELECT '/tag/' || code || '/' AS v FROM catalog_tags ORDER BY sort LIMIT 1`);
    const brandTag = await first(
      `SELECT '/brands/tag/' || code || '/' AS v FROM brand_tags ORDER BY sort LIMIT 1`,
    );
    const promo = await first(
      `SELECT '/promo/' || pr.code || '/' AS v FROM promotions pr
       JOIN promotion_products pp ON pp.promotion_id = pr.id GROUP BY pr.code ORDER BY count(*) DESC LIMIT 1`,
    );
    const listings = [
      section,
      brand,
      tag,
      brandTag,
      '/sale/',
      '/catalog/new/',
      '/catalog/recommended/',
      promo,
    ];
    for (const path of listings) {
      const one = await get(path);
      expect(one.status, path).toBe(200);
      const firstPage = await one.text();
      expect(firstPage, path).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
      expect(firstPage, path).toContain('<meta name="robots" content="index, follow">');
      const second = await html(`${path}?page=2&sort=price-asc`);
      expect(second, `${path}?page=2`).toContain(
        `<link rel="canonical" href="http://localhost:3000${path}">`,
      );
      expect(second, `${path}?page=2`).toContain('<meta name="robots" content="noindex, follow">');
    }
    // A listing with nothing in it is a soft 404 to a crawler: not for the index, its links still are.
    const empty = await get('/brands/makita/filter/price-to-1/apply/');
    expect(empty.status).toBe(200);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toMatch(/<h1[^>]*>[^<]*Makita/);
    expect(emptyHtml).toContain('<meta name="robots" content="noindex, follow">');
    // Search results are never indexed; their canonical keeps the query but never the page.
    const search = await html('/search/?q=дрель&page=2');
    expect(search).toContain('<meta name="robots" content="noindex, follow">');
    expect(/<link rel="canonical" href="([^"]*)">/.exec(search)?.[1]).toBe(
      'http://localhost:3000/search/?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C',
    );
  });

  it('serves the sitemap through the storefront and names it in robots.txt, on the host asked', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>http://localhost:3000/product/${product.code}/</loc>`);
    expect(xml).toContain('<loc>http://localhost:3000/catalog/</loc>');
    const city = await (await get('/sitemap.xml', 'yaroslavl.localhost:3000')).text();
    expect(city).toContain(`<loc>http://yaroslavl.localhost:3000/product/${product.code}/</loc>`);
    const robots = await (await get('/robots.txt', 'yaroslavl.localhost:3000')).text();
    expect(robots).toContain('Sitemap: http://yaroslavl.localhost:3000/sitemap.xml\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect((await get('/sitemap-7.xml')).status).toBe(404);
  });
});
