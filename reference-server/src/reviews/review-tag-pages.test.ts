import { reviewsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

/** Published reviews of products whose brand is one of `brandIds`. */
async function publishedOfBrands(db: Db, brandIds: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_reviews r JOIN products p ON p.id = r.product_id
     WHERE r.status = 'published' AND p.brand_id = ANY($1::int[])`,
    [brandIds],
  );
  return row?.n ?? 0;
}

describe('review pages by catalogue tag and brand tag, and the reviewed products of a tag, brand and section (§7.2, §7.5)', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;
  let brandTag: { code: string; title: string; brand_ids: number[] };
  let catalogTag: { code: string; title: string; section_id: number | null; brand_ids: number[] };

  beforeAll(async () => {
    db = await seededDatabase(400);
    kit = accountKit(db, () => Date.UTC(2026, 10, 26, 12));
    // The brand tag whose brands have the most published reviews, and a catalogue tag with a section.
    const tags = await db.query<{ code: string; title: string; brand_ids: number[] }>(
      'SELECT code, title, brand_ids FROM brand_tags ORDER BY code',
    );
    const counts = await Promise.all(tags.map((t) => publishedOfBrands(db, t.brand_ids)));
    const best = counts.indexOf(Math.max(...counts));
    brandTag = tags[best] as typeof brandTag;
    const [tag] = await db.query<typeof catalogTag>(
      `SELECT code, title, section_id, brand_ids FROM catalog_tags WHERE section_id IS NOT NULL
       AND conditions = '' ORDER BY code LIMIT 1`,
    );
    if (!tag) throw new Error('The seed has no catalogue tag of a section without conditions');
    catalogTag = tag;
  }, 120_000);
  afterAll(() => db.close());

  it("a brand tag's page lists only its brands' published reviews, newest first, paged, with its brands to narrow", async () => {
    const expected = await publishedOfBrands(db, brandTag.brand_ids);
    expect(expected).toBeGreaterThan(3);
    const first = await kit.call(reviewsCalls.brandTagPage, { code: brandTag.code });
    expect(first.status).toBe(200);
    const data = first.data;
    expect(data.pagination.total).toBe(expected);
    expect(data.tag).toEqual({
      kind: 'brandTag',
      code: brandTag.code,
      title: brandTag.title,
      url: `/brands/tag/${brandTag.code}/`,
    });
    expect(data.title).toBe(`Отзывы: ${brandTag.title}`);
    expect(data.meta.canonical).toBe(`/otzyvy/brands/tag/${brandTag.code}/`);
    expect(data.breadcrumbs.map((b) => [b.title, b.url])).toEqual([
      ['Главная', '/'],
      ['Отзывы', '/otzyvy/'],
      ['Бренды', '/brands/'],
      [`Отзывы: ${brandTag.title}`, null],
    ]);
    expect(data.items.every((r) => r.status === 'published')).toBe(true);
    const created = data.items.map((r) => r.created);
    expect([...created].sort().reverse()).toEqual(created);
    // The brands offered to narrow are the tag's, their counts add up to the page's total.
    const brandRows = await db.query<{ code: string }>('SELECT code FROM brands WHERE id = ANY($1::int[])', [
      brandTag.brand_ids,
    ]);
    const codes = new Set(brandRows.map((b) => b.code));
    expect(data.brands.length).toBeGreaterThan(0);
    for (const b of data.brands) expect(codes.has(b.url.split('/')[3] ?? '')).toBe(true);
    expect(data.brands.reduce((a, b) => a + b.count, 0)).toBe(expected);
    // The most reviewed products of the scope, all of its brands.
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.every((p) => p.rating.count.all > 0)).toBe(true);

    // Page 2 continues where page 1 stopped; a page past the last is empty, not an error.
    const perPage = await kit.call(reviewsCalls.brandTagPage, { code: brandTag.code, page: 2 });
    expect(perPage.status).toBe(200);
    expect(perPage.data.meta.robots).toContain('noindex');
    const firstIds = new Set(data.items.map((r) => r.id));
    expect(perPage.data.items.some((r) => firstIds.has(r.id))).toBe(false);
    const past = await kit.call(reviewsCalls.brandTagPage, { code: brandTag.code, page: 9999 });
    expect(past.status).toBe(200);
    expect(past.data.items).toEqual([]);
  });

  it("a catalogue tag's page lists the published reviews of its selection, on its section's trail", async () => {
    const res = await kit.call(reviewsCalls.tagPage, { code: catalogTag.code });
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data.tag).toMatchObject({ kind: 'tag', code: catalogTag.code, url: `/tag/${catalogTag.code}/` });
    expect(data.meta.canonical).toBe(`/otzyvy/tag/${catalogTag.code}/`);
    const [section] = await db.query<{ depth: number; id: number }>(
      'SELECT depth, id FROM sections WHERE id = $1',
      [catalogTag.section_id],
    );
    const column = section?.depth === 1 ? 'top_id' : section?.depth === 2 ? 'mid_id' : 'section_id';
    const brands = catalogTag.brand_ids.length > 0 ? catalogTag.brand_ids : null;
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_reviews r JOIN products p ON p.id = r.product_id
       WHERE r.status = 'published' AND p.${column} = $1 AND ($2::int[] IS NULL OR p.brand_id = ANY($2::int[]))`,
      [catalogTag.section_id, brands],
    );
    expect(data.pagination.total).toBe(row?.n);
    const trail = data.breadcrumbs;
    expect(trail[0]?.title).toBe('Главная');
    expect(trail[1]).toMatchObject({ title: 'Отзывы', url: '/otzyvy/' });
    // The section's trail, as review pages; the last crumb is this page, as text.
    for (const crumb of trail.slice(2, -1)) expect(crumb.url).toMatch(/^\/otzyvy\/[a-z0-9-/]+\/$/);
    expect(trail.at(-1)).toMatchObject({ title: `Отзывы: ${catalogTag.title}`, url: null });
    // Its address cannot name a narrower section or brand: none offered.
    expect(data.sections).toEqual([]);
    expect(data.brands).toEqual([]);
  });

  it('answers an unknown tag or brand tag with 404 and a clear message, and a malformed code with 400', async () => {
    const tag = await kit.call(reviewsCalls.tagPage, { code: 'no-such-tag' });
    expect(tag.status).toBe(404);
    expect(tag.errors?.common).toBe('Тег не найден');
    const brandTagRes = await kit.call(reviewsCalls.brandTagPage, { code: 'no-such-tag' });
    expect(brandTagRes.status).toBe(404);
    expect(brandTagRes.errors?.common).toBe('Тег не найден');
    for (const code of ['Bad Code', '../etc', 'a'.repeat(65), "x'; DROP TABLE brands; --"]) {
      const res = await kit.call(reviewsCalls.brandTagPage, { code });
      expect(res.status).toBe(400);
      expect(res.errors?.code).toMatch(/tag code/i);
    }
    expect((await kit.call(reviewsCalls.tagPage, { code: brandTag.code, page: 0 })).status).toBe(400);
    expect((await kit.call(reviewsCalls.tagPage, { code: brandTag.code, page: 10_001 })).status).toBe(400);
  });

  it('gives the reviewed products of a tag, a brand tag, a brand and a section together, most reviewed first, paged', async () => {
    const byBrandTag = await kit.call(reviewsCalls.reviewedTagBrandSection, {
      brandTag: brandTag.code,
      count: 5,
    });
    expect(byBrandTag.status).toBe(200);
    const [expected] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE reviews > 0 AND brand_id = ANY($1::int[])',
      [brandTag.brand_ids],
    );
    expect(byBrandTag.data.pagination).toMatchObject({ total: expected?.n, perPage: 5, page: 1 });
    const counts = byBrandTag.data.items.map((p) => p.rating.count.all);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(counts.every((n) => n > 0)).toBe(true);
    const second = await kit.call(reviewsCalls.reviewedTagBrandSection, {
      brandTag: brandTag.code,
      count: 5,
      page: 2,
    });
    const ids = new Set(byBrandTag.data.items.map((p) => p.id));
    expect(second.data.items.some((p) => ids.has(p.id))).toBe(false);

    // Narrowed to one of its brands and a section of that brand's reviewed product.
    const [product] = await db.query<{ brand: string; section_id: number; brand_id: number }>(
      `SELECT b.code AS brand, p.section_id, p.brand_id FROM products p JOIN brands b ON b.id = p.brand_id
       WHERE p.reviews > 0 AND p.brand_id = ANY($1::int[]) ORDER BY p.reviews DESC, p.id LIMIT 1`,
      [brandTag.brand_ids],
    );
    if (!product) throw new Error('The brand tag has no reviewed product');
    const narrow = await kit.call(reviewsCalls.reviewedTagBrandSection, {
      brandTag: brandTag.code,
      brand: product.brand,
      sectionId: product.section_id,
    });
    expect(narrow.status).toBe(200);
    const [n] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products WHERE reviews > 0 AND brand_id = $1 AND section_id = $2',
      [product.brand_id, product.section_id],
    );
    expect(narrow.data.pagination.total).toBe(n?.n);
    expect(narrow.data.items.length).toBeGreaterThan(0);

    const byTag = await kit.call(reviewsCalls.reviewedTagBrandSection, { tag: catalogTag.code });
    expect(byTag.status).toBe(200);
    expect(byTag.data.items.every((p) => p.rating.count.all > 0)).toBe(true);
  });

  it('refuses unknown scopes with 404 and bad parameters with 400, never a 5xx', async () => {
    const call = (input: Parameters<typeof kit.call<typeof reviewsCalls.reviewedTagBrandSection>>[1]) =>
      kit.call(reviewsCalls.reviewedTagBrandSection, input);
    expect((await call({ tag: 'no-such-tag' })).status).toBe(404);
    expect((await call({ brandTag: 'no-such-tag' })).errors?.common).toBe('Тег не найден');
    expect((await call({ brand: 'no-such-brand' })).errors?.common).toBe('Бренд не найден');
    expect((await call({ sectionId: 999_999 })).errors?.common).toBe('Раздел не найден');
    const both = await call({ tag: catalogTag.code, brandTag: brandTag.code });
    expect(both.status).toBe(400);
    expect(both.errors?.brandTag).toMatch(/not both/);
    expect((await call({ count: 51 })).status).toBe(400);
    expect((await call({ sectionId: -1 })).status).toBe(400);
    expect((await call({ brand: 'A B' })).status).toBe(400);
  });
});
