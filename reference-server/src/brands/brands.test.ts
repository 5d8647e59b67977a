import { baseCalls, brandsCalls, homeCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { brandLetter } from './brands-page';

const NOW = Date.UTC(2026, 10, 26, 12);

describe('brands: the brands page, a brand, a brand section', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;

  beforeAll(async () => {
    db = await seededDatabase(800);
    kit = accountKit(db, () => NOW);
  }, 120_000);
  afterAll(() => db.close());

  it('lists brands by letter, Latin letters first, then Cyrillic, each brand under its letter, with the brand tags', async () => {
    const page = await kit.call(brandsCalls.manufacturers, {});
    expect(page.status).toBe(200);
    const alphabets = page.data.groups.map((g) => g.alphabet);
    expect(alphabets.indexOf('cyrillic')).toBeGreaterThan(alphabets.lastIndexOf('latin'));
    const letters = page.data.groups.map((g) => g.letter);
    expect(letters).toContain('M');
    expect(letters).toContain('И');
    for (const group of page.data.groups)
      for (const brand of group.brands) {
        expect(brandLetter(brand.title)).toBe(group.letter);
        expect(brand.url).toBe(`/brands/${brand.code}/`);
        expect(brand.productCount).toBeGreaterThan(0);
      }
    expect(page.data.groups.find((g) => g.letter === 'K')?.brands.map((b) => b.title)).toContain('Kärcher');
    expect(page.data.tags.map((t) => t.url)).toContain('/brands/tag/yaponskie-brendy/');
    expect(page.data.meta.canonical).toBe('/brands/');
  });

  it("a brand's page: its text and logo, its sections, only its products, filter, sort and pages", async () => {
    const page = await kit.call(brandsCalls.manufacturer, { code: 'makita' });
    expect(page.status).toBe(200);
    expect(page.data.brand).toMatchObject({ title: 'Makita', country: 'Япония', url: '/brands/makita/' });
    expect(page.data.brand.text).toContain('LXT');
    expect(page.data.brand.picture).toMatch(/^\/images\/brands\/makita\.svg/);
    expect(page.data.products.length).toBeGreaterThan(0);
    expect(page.data.products.every((p) => p.manufacturer.code === 'makita')).toBe(true);
    expect(page.data.filter.items.map((i) => i.code)).toContain('price');
    expect(page.data.filter.items.map((i) => i.code)).not.toContain('brand');
    expect(page.data.breadcrumbs.map((b) => b.title)).toEqual(['Главная', 'Бренды', 'Makita']);
    expect(page.data.sections.length).toBeGreaterThan(0);
    const sum = page.data.sections.reduce((n, s) => n + s.productCount, 0);
    expect(sum).toBe(page.data.pagination.total);
    const cheap = await kit.call(brandsCalls.manufacturer, {
      code: 'makita',
      filter: 'price-to-5000',
      page: 2,
      count: 5,
    });
    expect(cheap.data.products.every((p) => p.priceCurrent.current <= 5000)).toBe(true);
    expect(cheap.data.pagination).toMatchObject({ page: 2, perPage: 5 });
    // A later page is not indexed; its canonical is the filtered first page (§4.3).
    expect(cheap.data.meta.robots).toBe('noindex, follow');
    expect(page.data.meta.robots).toBe('index, follow');
    const list = page.data.filter.items.find((i) => i.code !== 'price' && i.variants.length > 0);
    const second = `${list?.code}-is-${list?.variants[0]?.value}`;
    const twoFilters = await kit.call(brandsCalls.manufacturer, {
      code: 'makita',
      filter: `price-to-5000/${second}`,
    });
    expect(twoFilters.data.meta.robots, second).toBe('noindex, follow');
    expect(cheap.data.meta.canonical).toBe('/brands/makita/filter/price-to-5000/apply/');
    expect((await kit.call(brandsCalls.manufacturer, { code: 'no-such-brand' })).status).toBe(404);
    expect(
      (await kit.call(brandsCalls.manufacturer, { code: 'makita', filter: 'colour-is-pink' })).status,
    ).toBe(400);
  });

  it("a brand's section: the brand's products in it, its subsections' links, 404 for an unknown section", async () => {
    const brand = await kit.call(brandsCalls.manufacturer, { code: 'makita' });
    const first = brand.data.sections[0];
    expect(first?.url).toBe(`/brands/makita/${first?.code}/`);
    const page = await kit.call(brandsCalls.manufacturerSection, {
      code: 'makita',
      section: first?.code ?? '',
    });
    expect(page.status).toBe(200);
    expect(page.data.pagination.total).toBe(first?.productCount);
    expect(page.data.products.every((p) => p.manufacturer.code === 'makita')).toBe(true);
    expect(page.data.breadcrumbs.map((b) => b.url)).toEqual(['/', '/brands/', '/brands/makita/', first?.url]);
    expect(page.data.meta.canonical).toBe(first?.url);
    expect(
      (await kit.call(brandsCalls.manufacturerSection, { code: 'makita', section: 'nowhere' })).status,
    ).toBe(404);
  });

  it("home's brand tiles and the mega-menu's popular brands all open a brand page (no 404)", async () => {
    const home = await kit.call(homeCalls.main, {});
    const base = await kit.call(baseCalls.get, { select: ['menu'] } as never);
    const urls = new Set<string>(home.data.brands.map((b) => b.url));
    const menu = JSON.stringify(base.data ?? {});
    for (const m of menu.matchAll(/"\/brands\/([a-z0-9-]+)\/"/g)) urls.add(`/brands/${m[1]}/`);
    expect(urls.size).toBeGreaterThanOrEqual(12);
    for (const url of urls) {
      const code = /^\/brands\/([a-z0-9-]+)\/$/.exec(url)?.[1] ?? '';
      const page = await kit.call(brandsCalls.manufacturer, { code });
      expect(page.status, url).toBe(200);
      expect(page.data.products.length, url).toBeGreaterThan(0);
    }
  });
  it("a brand tag's pages, read as its brands' merged index scans, are the tag's products in each sort", async () => {
    const [tag] = await db.query<{ code: string; brand_ids: number[] }>(
      'SELECT code, brand_ids FROM brand_tags ORDER BY cardinality(brand_ids) DESC, code LIMIT 1',
    );
    expect(tag?.brand_ids.length).toBeGreaterThan(1);
    const orders = {
      popular: 'is_available DESC, popularity DESC, id',
      'price-asc': 'is_available DESC, price ASC, id',
    } as const;
    for (const [sort, order] of Object.entries(orders))
      for (const page of [1, 2, 5]) {
        const answer = await kit.call(brandsCalls.brandTag, {
          code: tag?.code as string,
          page,
          count: 24,
          sort: sort as 'popular',
        });
        const expected = await db.query<{ id: number }>(
          `SELECT id FROM products WHERE brand_id = ANY($1::int[]) ORDER BY ${order} LIMIT 24 OFFSET $2`,
          [tag?.brand_ids as number[], (page - 1) * 24],
        );
        expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
        expect(
          answer.data.products.map((p) => p.id),
          `${sort} page ${page}`,
        ).toEqual(expected.map((r) => r.id));
      }
  });
});

describe('brandLetter', () => {
  it('puts a brand under the letter a shopper sees: umlauts under their letter, Ё under Е, digits together', () => {
    expect(brandLetter('Kärcher')).toBe('K');
    expect(brandLetter('Ёрш')).toBe('Е');
    expect(brandLetter('3M')).toBe('0–9');
    expect(brandLetter('зубр')).toBe('З');
  });
});
