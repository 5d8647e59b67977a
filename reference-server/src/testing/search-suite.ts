// The search table (issue 17): queries as Russian shoppers type them and the products each must find,
// run against the API on PGlite (search/search.test.ts) and on a real PostgreSQL (search.pg.test.ts).
import { API_PREFIX } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { flushQueryCounts } from '../search/query-counts';
import { seed } from '../seed/seed';

interface Found {
  query: string;
  understood: string | null;
  products: Array<{ id: number; title: string; manufacturer: { title: string } | null; url: string }>;
  sections: Array<{ title: string; url: string }>;
  brands: Array<{ code: string; title: string; url: string }>;
  suggestions: Array<{ query: string; url: string }>;
  pagination: { total: number };
  meta: { robots: string; canonical: string };
}

/**
 * Each row: a query, what every product it finds must be (a title or brand pattern), and optionally
 * the query that must find exactly the same products (a different spelling of the same thing).
 */
const TABLE: ReadonlyArray<{ q: string; every: RegExp; sameAs?: string; understood?: string }> = [
  { q: 'дрель', every: /дрел/i },
  { q: 'дрели', every: /дрел/i, sameAs: 'дрель' },
  { q: 'дрелью', every: /дрел/i, sameAs: 'дрель' },
  { q: 'Дрель', every: /дрел/i, sameAs: 'дрель' },
  { q: 'шуруповёрт', every: /шуруповёрт/i, sameAs: 'шуруповерт' },
  { q: 'шуроповерт', every: /шуруповёрт/i, sameAs: 'шуруповерт', understood: 'шуруповерт' },
  { q: 'перфаратор', every: /перфоратор/i, sameAs: 'перфоратор', understood: 'перфоратор' },
  { q: 'перфораторы', every: /перфоратор/i, sameAs: 'перфоратор' },
  { q: 'lhtkm', every: /дрел/i, sameAs: 'дрель', understood: 'дрель' },
  { q: 'ithegjdthn', every: /шуруповёрт/i, sameAs: 'шуруповерт', understood: 'шуруповерт' },
  { q: 'makita', every: /makita/i },
  { q: 'макита', every: /makita/i, sameAs: 'makita', understood: 'makita' },
  { q: 'Макита', every: /makita/i, sameAs: 'makita' },
  { q: 'ьфлшеф', every: /makita/i, sameAs: 'makita', understood: 'makita' },
  { q: 'бош', every: /bosch/i, sameAs: 'bosch', understood: 'bosch' },
  { q: 'девольт', every: /dewalt/i, sameAs: 'dewalt', understood: 'dewalt' },
  { q: 'interskol', every: /интерскол/i, sameAs: 'интерскол' },
  { q: 'дрель makita', every: /дрел.*makita/i },
  { q: 'дрели макита', every: /дрел.*makita/i, sameAs: 'дрель makita' },
  { q: 'отвертка', every: /отвёртк/i, sameAs: 'отвёртка' },
  { q: 'болгарка', every: /углошлифовальн/i, understood: 'углошлифовальная' },
  { q: 'болгарку makita', every: /углошлифовальн.*makita/i, sameAs: 'углошлифовальная makita' },
  { q: 'шпаклевка', every: /шпатлёвк/i, sameAs: 'шпатлёвка' },
];

/** The search table against a store `open` makes (migrated here and seeded with 800 products). */
export function searchSuite(name: string, open: () => Promise<{ db: Db; dispose: () => Promise<void> }>) {
  describe(name, () => {
    let store: { db: Db; dispose: () => Promise<void> };
    let api: ReturnType<typeof createApi>;
    const unexpected: unknown[] = [];

    beforeAll(async () => {
      store = await open();
      await migrate(store.db);
      await seed(store.db, { products: 800 });
      api = createApi({ db: store.db, logError: (error) => unexpected.push(error) });
    }, 120_000);
    afterAll(async () => {
      await store?.dispose();
      expect(unexpected).toEqual([]);
    });

    async function get<T>(
      path: string,
    ): Promise<{ status: number; data: T; errors: Record<string, string> }> {
      const response = await api.fetch(new Request(`http://api.test${API_PREFIX}${path}`));
      const body = (await response.json()) as { data: T; errors?: Record<string, string> };
      return { status: response.status, data: body.data, errors: body.errors ?? {} };
    }
    /** Every product a query finds (up to 100), by the results page. */
    const results = async (q: string, extra = '') =>
      (await get<Found>(`/pages/search?q=${encodeURIComponent(q)}&count=100${extra}`)).data;

    it.each(TABLE)('«$q» finds what a shopper means', async ({ q, every, sameAs, understood }) => {
      const found = await results(q);
      expect(found.pagination.total, q).toBeGreaterThan(0);
      for (const product of found.products)
        expect(`${product.title} ${product.manufacturer?.title ?? ''}`, q).toMatch(every);
      if (sameAs) {
        const same = await results(sameAs);
        expect(found.products.map((p) => p.id)).toEqual(same.products.map((p) => p.id));
        expect(found.pagination.total).toBe(same.pagination.total);
      }
      if (understood) expect(found.understood).toBe(understood);
    });

    it('finds a product by its article with or without punctuation, and goes straight to it', async () => {
      // A maker's article of letters and digits («DHP482Z», «GA9020»), as the product page's «Код».
      const [row] = await store.db.query<{ id: number; code: string; article: string }>(
        "SELECT id, code, article FROM products WHERE article ~ '^[A-Z]{2,3}[0-9]{3,4}[A-Z]*$' ORDER BY id LIMIT 1",
      );
      const model = row?.article ?? '';
      const letters = /^[A-Z]+/.exec(model)?.[0] ?? '';
      expect(letters.length).toBeGreaterThanOrEqual(2);
      const dashed = `${letters}-${model.slice(letters.length)}`;
      const spaced = `${letters.toLowerCase()} ${model.slice(letters.length)}`;
      for (const q of [model, model.toLowerCase(), dashed, spaced, `${model.slice(0, letters.length + 2)}`]) {
        const found = await results(q);
        expect(
          found.products.map((p) => p.id),
          q,
        ).toContain(row?.id);
      }
      for (const q of [model, dashed, spaced]) {
        const check = await get<{ redirect: string | null; kind: string | null }>(
          `/pages/search/check?q=${encodeURIComponent(q)}`,
        );
        const shared = await store.db.query(
          "SELECT 1 FROM products WHERE search @@ to_tsquery('simple', $1)",
          [model.toLowerCase()],
        );
        expect(check.data, q).toEqual(
          shared.length === 1
            ? { redirect: `/product/${row?.code}/`, kind: 'product' }
            : { redirect: null, kind: null },
        );
      }
      expect((await get(`/pages/search/check?q=${row?.code}`)).data).toEqual({
        redirect: `/product/${row?.code}/`,
        kind: 'product',
      });
      // An article of digits joined by dots and hyphens («1.673-220.0», «2.608.600.123»): with its
      // punctuation, without it, and goes straight to its product.
      const [numeric] = await store.db.query<{ id: number; code: string; article: string }>(
        "SELECT id, code, article FROM products WHERE article ~ '^[0-9]+([.-][0-9]+)+$' ORDER BY id LIMIT 1",
      );
      const bare = (numeric?.article ?? '').replace(/[.-]/g, '');
      for (const q of [numeric?.article ?? '', bare]) {
        expect(
          (await results(q)).products.map((p) => p.id),
          q,
        ).toContain(numeric?.id);
        expect((await get(`/pages/search/check?q=${encodeURIComponent(q)}`)).data, q).toEqual({
          redirect: `/product/${numeric?.code}/`,
          kind: 'product',
        });
      }
    });

    it('sends a query naming a section or a brand exactly there, in either alphabet or layout', async () => {
      const check = async (q: string) =>
        (await get<{ redirect: string | null }>(`/pages/search/check?q=${encodeURIComponent(q)}`)).data
          .redirect;
      const [section] = await store.db.query<{ title: string; url: string }>(
        `SELECT title, url FROM sections s WHERE (SELECT count(*) FROM sections t WHERE lower(t.title) = lower(s.title)) = 1
         ORDER BY depth, sort LIMIT 1`,
      );
      expect(await check(section?.title as string)).toBe(section?.url);
      expect(await check((section?.title as string).toUpperCase())).toBe(section?.url);
      for (const q of ['makita', 'Makita', 'макита', 'ьфлшеф', 'MAKITA '])
        expect(await check(q), q).toBe('/brands/makita/');
      expect(await check('интерскол')).toBe('/brands/interskol/');
      expect(await check('дрель makita')).toBeNull();
      expect(await check('')).toBeNull();
    });

    it('shows the sections and brands a query names above the products', async () => {
      const found = await results('дрель макита');
      expect(found.brands.map((b) => b.code)).toEqual(['makita']);
      expect(found.sections.length).toBeGreaterThan(0);
      for (const section of found.sections) expect(section.title).toMatch(/дрел/i);
      expect(found.meta.robots).toBe('noindex, follow');
      expect(found.meta.canonical).toBe(`/search/?q=${encodeURIComponent('дрель макита')}`);
    });

    it('filters and sorts the results as any listing', async () => {
      const all = await results('дрель');
      const cheap = await results('дрель', '&sort=price-asc&filter=brand-is-makita');
      expect(cheap.pagination.total).toBeGreaterThan(0);
      expect(cheap.pagination.total).toBeLessThan(all.pagination.total);
      // As any listing: the products in stock first, each group cheapest first (product-sorts.ts).
      const shown = cheap.products as unknown as Array<{
        isAvailable: boolean;
        priceCurrent: { current: number };
      }>;
      expect(shown.map((p) => p.isAvailable)).toEqual([...shown.map((p) => p.isAvailable)].sort().reverse());
      for (const available of [true, false]) {
        const prices = shown.filter((p) => p.isAvailable === available).map((p) => p.priceCurrent.current);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      const twin = await get<{ total: number }>(
        `/pages/search/filter?q=${encodeURIComponent('дрель')}&filter=brand-is-makita`,
      );
      expect(twin.data.total).toBe(cheap.pagination.total);
    });

    it('says nothing was found, with popular queries to try, and counts what was found', async () => {
      await results('перфоратор');
      await results('перфоратор');
      // Counted in memory, written by the next flush (search/query-counts.ts).
      await flushQueryCounts(store.db);
      const none = await results('qqqzzzxw');
      expect(none.pagination.total).toBe(0);
      const asked = none.suggestions.map((s) => s.query);
      expect(none.suggestions).toContainEqual({
        query: 'перфоратор',
        url: `/search/?q=${encodeURIComponent('перфоратор')}`,
      });
      // What was found, as understood: «lhtkm» counts as «дрель»; nothing that found nothing.
      expect(asked).toContain('дрель');
      expect(asked).not.toContain('lhtkm');
      expect(asked).not.toContain('qqqzzzxw');
      // While the store has counted fewer queries than it offers, its popular categories fill the
      // rest, as links to them: a shopper is never left with nothing to try.
      expect(none.suggestions).toHaveLength(8);
      const searched = none.suggestions.filter((s) => s.url.startsWith('/search/'));
      for (const s of none.suggestions.filter((s) => !s.url.startsWith('/search/')))
        expect(s.url).toMatch(/^\/catalog\/[a-z0-9/-]+\/$/);
      // «Часто ищут» of the instant search offers only what shoppers asked.
      const instant = await get<{ popular: Array<{ query: string }> }>('/catalog/search?q=');
      expect(instant.data.popular.map((s) => s.query)).toEqual(searched.map((s) => s.query).slice(0, 6));
    });

    it('suggests while typing: the last word is a prefix, mended layout included', async () => {
      for (const q of ['дре', 'lhtk', 'перфора']) {
        const found = await get<Found & { total: number }>(
          `/catalog/search?q=${encodeURIComponent(q)}&limit=6`,
        );
        expect(found.data.total, q).toBeGreaterThan(0);
        expect(found.data.products.length, q).toBeLessThanOrEqual(6);
        for (const p of found.data.products) expect(p.title, q).toMatch(/дрел|перфор/i);
      }
      const brand = await get<Found>('/catalog/search?q=makit');
      expect(brand.data.products.every((p) => /makita/i.test(p.title))).toBe(true);
    });

    it('answers bad input clearly, never with a 5xx, and loses nothing', async () => {
      const [before] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      for (const q of [
        "'; DROP TABLE products; --",
        "дрель' OR 1=1 --",
        'дрель & | ! ( ) : * <->',
        '\\',
        '%_%',
        '   ',
        '😀 дрель',
        'и или для',
        'a'.repeat(200),
      ]) {
        for (const path of [
          '/pages/search',
          '/pages/search/filter',
          '/pages/search/check',
          '/catalog/search',
        ]) {
          const answer = await get(`${path}?q=${encodeURIComponent(q)}`);
          expect(answer.status, `${path} ${q}`).toBe(200);
        }
      }
      const huge = await get(`/pages/search?q=${'д'.repeat(201)}`);
      expect(huge.status).toBe(400);
      expect(huge.errors.q).toBe('Must be at most 200 characters');
      const control = await get('/pages/search?q=a%00b');
      expect(control.status).toBe(400);
      expect(control.errors.q).toBe('Must not contain control characters');
      const [after] = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      expect(after?.n).toBe(before?.n);
    });

    it('keeps the search data current when a product, a section or a brand is written', async () => {
      const [product] = await store.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
      await store.db.query("UPDATE products SET title = 'Бензорез Тестовый Квазимодо' WHERE id = $1", [
        product?.id as number,
      ]);
      const renamed = await results('квазимодо');
      expect(renamed.products.map((p) => p.id)).toEqual([product?.id]);
      expect((await results('квазимада')).products.map((p) => p.id)).toEqual([product?.id]);
      await store.db.query("UPDATE brands SET title = 'Зеленоград' WHERE code = 'makita'");
      expect((await results('зеленоград')).pagination.total).toBe((await results('makita')).pagination.total);
    });
  });
}
