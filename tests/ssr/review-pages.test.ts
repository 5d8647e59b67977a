import { createApi, migrate, openDatabase, seed } from '@verstak/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../../reference-app/src/server/index';

// Issue 17: the review pages under /otzyvy/ (§2.1) are served rendered, each with its h1, breadcrumb,
// canonical and meta, the published reviews with their products, pagination and the most reviewed
// products; the catalogue, brand, tag and product reviews pages link into them.

describe('review pages (§2.1 /otzyvy/…), server-rendered', () => {
  let db: Awaited<ReturnType<typeof openDatabase>>;
  let storefront: ReturnType<typeof createStorefront>;
  const get = (path: string) => storefront.fetch(new Request(`http://localhost:3000${path}`));
  const page = async (path: string) => {
    const response = await get(path);
    return { status: response.status, html: await response.text() };
  };
  const h1Of = (html: string) =>
    (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>|<!-- -->/g, '').trim();
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
  const crumbsOf = (html: string) =>
    [
      ...(/<nav class="breadcrumbs"[\s\S]*?<\/ol>/.exec(html)?.[0] ?? '').matchAll(
        /<li[^>]*>\s*<(a|span)[^>]*>([^<]*)</g,
      ),
    ].map((m) => m[2]);
  const reviewsIn = (html: string) => (html.match(/<article class="review"/g) ?? []).length;
  let brand = '';
  let brandTag = '';
  let tag = '';

  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seed(db, { products: 300 });
    const api = createApi({ db, logError: () => {} });
    storefront = createStorefront({
      apiBaseUrl: 'http://api.internal',
      apiFetch: async (r, b) => api.fetch(r, b),
    });
    const [top] = await db.query<{ code: string }>(
      `SELECT b.code FROM product_reviews r JOIN products p ON p.id = r.product_id JOIN brands b ON b.id = p.brand_id
       WHERE r.status = 'published' GROUP BY b.code ORDER BY count(*) DESC, b.code LIMIT 1`,
    );
    brand = top?.code ?? '';
    brandTag =
      (await db.query<{ code: string }>('SELECT code FROM brand_tags ORDER BY sort, code LIMIT 1'))[0]
        ?.code ?? '';
    tag =
      (await db.query<{ code: string }>('SELECT code FROM catalog_tags ORDER BY sort, code LIMIT 1'))[0]
        ?.code ?? '';
  });
  afterAll(async () => {
    await db.close();
  });

  it('serves the reviews root: h1, breadcrumb, canonical, meta, reviews with their products, sections, brands, the most reviewed', async () => {
    const { status, html } = await page('/otzyvy/');
    expect(status).toBe(200);
    expect(h1Of(html)).toMatch(/^Отзывы покупателей \d+ отзыв/);
    expect(crumbsOf(html)).toEqual(['Главная', 'Отзывы']);
    expect(canonicalOf(html)).toBe('http://localhost:3000/otzyvy/');
    // The count in its Russian plural: «691 отзыв», «694 отзыва», «695 отзывов».
    const [, count, word] = /<meta name="description" content="(\d+) (отзыв\S*) покупателей/.exec(html) ?? [];
    const n = Number(count);
    const teen = n % 100 >= 11 && n % 100 <= 14;
    expect(word).toBe(
      n % 10 === 1 && !teen ? 'отзыв' : n % 10 >= 2 && n % 10 <= 4 && !teen ? 'отзыва' : 'отзывов',
    );
    expect(reviewsIn(html)).toBe(10);
    // Each review shows its product with a picture and a link, and links to its own page.
    expect(html).toMatch(/<a href="\/product\/[a-z0-9-]+\/" class="review__product"><img src="[^"]+"/);
    expect(html).toMatch(/href="\/otzyvy\/review\/\d+\/"/);
    expect(html).toContain('aria-label="Разделы"');
    expect(html).toContain('aria-label="Бренды"');
    expect(html).toContain('Больше всего отзывов');
    expect(html).toContain('href="/otzyvy/?page=2"');
    const second = await page('/otzyvy/?page=2');
    expect(second.status).toBe(200);
    expect(second.html).toContain('<meta name="robots" content="noindex, follow">');
    expect((await page('/otzyvy/?page=9999')).status).toBe(404);
  });

  it('serves a section, a brand, a brand in a section, a brand tag and a catalogue tag, each on its trail', async () => {
    const root = (await page('/otzyvy/')).html;
    const section = /href="(\/otzyvy\/[a-z0-9-]+\/)"/.exec(root)?.[1] ?? '';
    const bySection = await page(section);
    expect(bySection.status).toBe(200);
    expect(h1Of(bySection.html)).toMatch(/^Отзывы: .+ \d+ отзыв/);
    expect(crumbsOf(bySection.html).slice(0, 2)).toEqual(['Главная', 'Отзывы']);
    expect(canonicalOf(bySection.html)).toBe(`http://localhost:3000${section}`);
    expect(reviewsIn(bySection.html)).toBeGreaterThan(0);

    const byBrand = await page(`/otzyvy/brands/${brand}/`);
    expect(byBrand.status).toBe(200);
    expect(crumbsOf(byBrand.html)).toEqual([
      'Главная',
      'Отзывы',
      'Бренды',
      expect.stringMatching(/^Отзывы: /),
    ]);
    expect(canonicalOf(byBrand.html)).toBe(`http://localhost:3000/otzyvy/brands/${brand}/`);
    // Its sections narrow it: a brand's reviews in one section.
    const narrower = new RegExp(`href="(/otzyvy/brands/${brand}/[a-z0-9-]+/)"`).exec(byBrand.html)?.[1] ?? '';
    expect(narrower).not.toBe('');
    const brandSection = await page(narrower);
    expect(brandSection.status).toBe(200);
    expect(crumbsOf(brandSection.html)).toHaveLength(5);
    expect(canonicalOf(brandSection.html)).toBe(`http://localhost:3000${narrower}`);

    const byBrandTag = await page(`/otzyvy/brands/tag/${brandTag}/`);
    expect(byBrandTag.status).toBe(200);
    expect(canonicalOf(byBrandTag.html)).toBe(`http://localhost:3000/otzyvy/brands/tag/${brandTag}/`);
    expect(byBrandTag.html).toContain(`href="/brands/tag/${brandTag}/"`);

    const byTag = await page(`/otzyvy/tag/${tag}/`);
    expect(byTag.status).toBe(200);
    expect(canonicalOf(byTag.html)).toBe(`http://localhost:3000/otzyvy/tag/${tag}/`);
    expect(crumbsOf(byTag.html).slice(0, 2)).toEqual(['Главная', 'Отзывы']);
  });

  it('serves one review on its own page, the canonical /pages/review names', async () => {
    const root = (await page('/otzyvy/')).html;
    const one = /href="(\/otzyvy\/review\/\d+\/)"/.exec(root)?.[1] ?? '';
    const { status, html } = await page(one);
    expect(status).toBe(200);
    expect(h1Of(html)).toMatch(/^Отзыв о товаре /);
    expect(canonicalOf(html)).toBe(`http://localhost:3000${one}`);
    expect(crumbsOf(html).at(-1)).toBe('Отзыв');
    expect(reviewsIn(html)).toBe(1);
    expect(html).toContain('Все отзывы о товаре');
    // The average mark with the Russian decimal comma, as the stars say it («4,5 из 5», not «4.5»).
    expect(html).toMatch(/class="rating-summary__value">[1-5],\d</);
  });

  it('answers 404 for an unknown section, brand, tag, review or a malformed address', async () => {
    for (const path of [
      '/otzyvy/no-such-section/',
      '/otzyvy/brands/no-such-brand/',
      '/otzyvy/brands/tag/no-such-tag/',
      '/otzyvy/tag/no-such-tag/',
      '/otzyvy/review/999999/',
      '/otzyvy/review/abc/',
      // Past the API's integer range: a 400 from the call, the 404 page for the shopper.
      '/otzyvy/review/9999999999/',
      `/otzyvy/tag/${'a'.repeat(65)}/`,
      '/otzyvy/a/b/c/d/',
    ])
      expect((await page(path)).status, path).toBe(404);
  });

  it('links into the review pages from a brand, a brand tag, a catalogue tag and a product reviews page', async () => {
    expect((await page(`/brands/${brand}/`)).html).toContain(`href="/otzyvy/brands/${brand}/"`);
    expect((await page(`/brands/tag/${brandTag}/`)).html).toContain(`href="/otzyvy/brands/tag/${brandTag}/"`);
    expect((await page(`/tag/${tag}/`)).html).toContain(`href="/otzyvy/tag/${tag}/"`);
    const product = /href="(\/product\/[a-z0-9-]+\/)"/.exec((await page('/otzyvy/')).html)?.[1] ?? '';
    const reviews = await page(`${product}reviews/`);
    expect(reviews.status).toBe(200);
    expect(reviews.html).toMatch(/href="\/otzyvy\/brands\/[a-z0-9-]+\/">Все отзывы о /);
    expect(reviews.html).toMatch(/href="\/otzyvy\/[a-z0-9-]+\/[a-z0-9-/]*">Все отзывы: /);
  });
});
