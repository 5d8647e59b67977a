import { inflateSync } from 'node:zlib';
import { API_PREFIX } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { drawProduct } from '../images/draw-product';
import { PRODUCT_KINDS, productKind } from '../images/product-kind';
import { seededDatabase } from '../testing/seeded-database';
import { CATEGORY_TREE } from './categories-data';

// Issue 17: what shoppers see looks like a real tools store.

const leafTitles = CATEGORY_TREE.flatMap((top) => top.children.flatMap((mid) => mid.leaves.map((l) => l[0])));

describe('seed realism', () => {
  let db: Db;
  let api: ReturnType<typeof createApi>;
  const get = (path: string) => api.fetch(new Request(`http://api.test${path}`));
  const page = async (code: string) =>
    (
      (await (await get(`${API_PREFIX}/pages/catalog/product/${code}`)).json()) as {
        data: {
          product: {
            id: number;
            code: string;
            article: string;
            pictures: string[];
            documents: Array<{ title: string; url: string }>;
            properties: Array<{ code: string }>;
            description: string[];
          };
        };
      }
    ).data.product;

  beforeAll(async () => {
    db = await seededDatabase(400);
    api = createApi({ db });
  }, 120_000);
  afterAll(() => db.close());

  it('draws every leaf section as a kind of its own, each kind differently', () => {
    const kinds = leafTitles.map((title) => productKind(title));
    expect(kinds.filter((k) => k === 'other')).toEqual([]);
    // Sections of one mid-level family may share a kind (two drill sections), but not most of them.
    expect(new Set(kinds).size).toBeGreaterThanOrEqual(40);
    const drawings = PRODUCT_KINDS.map(([kind]) =>
      drawProduct(
        { kind, brandCode: 'makita', brandId: 1, brandTitle: 'Makita', article: 'X1', title: kind },
        1,
      ),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
    for (const svg of drawings) {
      expect(svg).toMatch(/^<svg [^>]*width="400" height="400"/);
      expect(svg).not.toMatch(/<filter|Gradient|<image|href=/);
      expect(svg.length).toBeLessThan(4000);
    }
  });

  it('serves three different views of a product, in its brand colour', async () => {
    const [row] = await db.query<{ code: string }>(
      "SELECT p.code FROM products p JOIN brands b ON b.id = p.brand_id WHERE b.code = 'makita' ORDER BY p.id LIMIT 1",
    );
    const product = await page(row?.code as string);
    expect(product.pictures).toHaveLength(3);
    const views = await Promise.all(product.pictures.map(async (url) => (await get(url)).text()));
    expect(new Set(views).size).toBe(3);
    for (const svg of views) expect(svg).toContain('#0a8c9a');
  });

  it('gives each product a unique maker-style article as «Код», apart from its URL code', async () => {
    const rows = await db.query<{ article: string; code: string; brand: string }>(
      'SELECT p.article, p.code, b.code AS brand FROM products p JOIN brands b ON b.id = p.brand_id',
    );
    const compact = rows.map((r) => r.article.toLowerCase().replace(/[^a-zа-я0-9]/g, ''));
    expect(new Set(compact).size).toBe(rows.length);
    for (const r of rows) {
      expect(r.article).not.toBe(r.code);
      expect(r.article).toMatch(/\d/);
      expect(r.article.length).toBeLessThanOrEqual(24);
    }
    const karcher = rows.find((r) => r.brand === 'karcher');
    if (karcher) expect(karcher.article).toMatch(/^1\.\d{3}-\d{3}\.0$/);
    const product = await page(rows[0]?.code as string);
    expect(product.article).toBe(rows[0]?.article);
  });

  it('finds a digits-only article with or without its punctuation', async () => {
    const [row] = await db.query<{ id: number; article: string }>(
      "SELECT id, article FROM products WHERE article ~ '^[0-9][0-9.-]+[0-9]$' AND article ~ '[.-]' ORDER BY id LIMIT 1",
    );
    expect(row).toBeDefined();
    const bare = (row?.article as string).replace(/[.-]/g, '');
    for (const q of [row?.article as string, bare]) {
      const body = (await (await get(`${API_PREFIX}/pages/search?q=${encodeURIComponent(q)}`)).json()) as {
        data: { products: Array<{ id: number }> };
      };
      expect(
        body.data.products.map((p) => p.id),
        q,
      ).toContain(row?.id);
    }
  });

  it('describes and specifies each product as its kind: no battery on a ladder or a bag of plaster', async () => {
    const rows = await db.query<{ code: string; section: string; props: Record<string, unknown> }>(
      'SELECT p.code, s.title AS section, p.props FROM products p JOIN sections s ON s.id = p.section_id',
    );
    const cordless = new Set(['drill', 'perforator', 'battery', 'charger']);
    for (const r of rows) {
      const kind = productKind(r.section);
      if ('voltage' in r.props) expect(cordless.has(kind), r.section).toBe(true);
      if ('chuck' in r.props) expect(['drill', 'perforator'], r.section).toContain(kind);
    }
    const plaster = rows.find((r) => r.section === 'Штукатурки');
    if (plaster) {
      const product = await page(plaster.code);
      expect(product.description[0]).toMatch(/смесь/);
      expect(product.properties.map((p) => p.code)).not.toContain('voltage');
    }
  });

  it('links a PDF manual and certificate that are real files with the right headers', async () => {
    const [row] = await db.query<{ code: string; article: string }>(
      'SELECT code, article FROM products ORDER BY id LIMIT 1',
    );
    const product = await page(row?.code as string);
    expect(product.documents.map((d) => d.title)).toEqual([
      'Инструкция по эксплуатации',
      'Декларация о соответствии ЕАЭС',
    ]);
    for (const document of product.documents) {
      const answer = await get(document.url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''/,
      );
      const bytes = Buffer.from(await answer.arrayBuffer());
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(bytes.length).toBeLessThan(60_000);
      // Its fonts travel with it (no viewer's own font has to have Cyrillic), and each maps its glyphs
      // back to Unicode, so a viewer shows, searches and copies the Russian text: the letters of
      // «Инструкция» / «Декларация» are among them.
      expect(text.match(/\/FontFile2 /g)?.length).toBeGreaterThanOrEqual(1);
      const cmaps = [...text.matchAll(/\/ToUnicode (\d+) 0 R/g)].map((m) => {
        const start = text.indexOf('stream\n', text.indexOf(`\n${m[1]} 0 obj`)) + 'stream\n'.length;
        return inflateSync(bytes.subarray(start, text.indexOf('endstream', start))).toString('latin1');
      });
      const mapped = cmaps.join('\n').toLowerCase();
      for (const letter of document.title === 'Инструкция по эксплуатации' ? 'Инструкция' : 'Декларация')
        expect(mapped, letter).toContain(`<${letter.codePointAt(0)?.toString(16).padStart(4, '0')}>`);
    }
    expect((await get(`/files/products/${product.id}/virus.exe`)).status).toBe(404);
    expect((await get('/files/products/999999999/manual.pdf')).status).toBe(404);
    expect((await get('/files/products/1e9/manual.pdf')).status).toBe(404);
  });

  it('has reviews mostly of 4–5 with some of 1–3, some with photos; brand and tag texts; current and ended promotions', async () => {
    const marks = await db.query<{ rating: number; n: number }>(
      "SELECT rating, count(*)::int AS n FROM product_reviews WHERE status = 'published' GROUP BY rating",
    );
    const total = marks.reduce((s, m) => s + m.n, 0);
    const high = marks.filter((m) => m.rating >= 4).reduce((s, m) => s + m.n, 0);
    const low = marks.filter((m) => m.rating <= 2).reduce((s, m) => s + m.n, 0);
    expect(high / total).toBeGreaterThan(0.6);
    expect(low).toBeGreaterThan(0);
    const [photos] = await db.query<{ n: number }>(
      'SELECT count(DISTINCT review_id)::int AS n FROM review_photos',
    );
    expect(photos?.n).toBeGreaterThan(0);
    const [brands] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM brands WHERE length(description) < 80',
    );
    expect(brands?.n).toBe(0);
    const [tags] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM catalog_tags WHERE length(text) < 40',
    );
    expect(tags?.n).toBe(0);
    const [promos] = await db.query<{ current: number; ended: number }>(
      'SELECT count(*) FILTER (WHERE ends_on >= current_date)::int AS current, count(*) FILTER (WHERE ends_on < current_date)::int AS ended FROM promotions',
    );
    expect(promos?.current).toBeGreaterThan(0);
    expect(promos?.ended).toBeGreaterThan(0);
  });
});
