import { brandsCalls, promosCalls, type Sort, tagsCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';
import { KEPT_ORDER_LENGTH } from './kept-orders';
import { orderBy, SORTS } from './product-sorts';

// The sale, a catalogue tag and a brand tag keep their first pages in every sort per catalogue
// generation (kept-orders.ts). A shopper must see exactly the order the products would sort in now:
// every page of every sort, across the kept length, and again after a price or stock change.

describe('listings whose first pages are kept: the sale, a catalogue tag, a brand tag', () => {
  let db: Db;
  let kit: ReturnType<typeof accountKit>;

  beforeAll(async () => {
    db = await seededDatabase(1500);
    kit = accountKit(db, () => Date.now());
  });
  afterAll(() => db.close());

  /** The ids the scope's products sort to now, straight from the products. */
  const sorted = async (where: string, sort: Sort) =>
    (
      await db.query<{ id: number }>(`SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderBy(sort)}`)
    ).map((r) => r.id);

  /** Every page of one listing in one sort, 100 at a time. */
  async function pagesOf(
    list: (page: number, sort: Sort) => Promise<{ ids: number[]; pages: number }>,
    sort: Sort,
  ) {
    const ids: number[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = await list(page, sort);
      pages = answer.pages;
      ids.push(...answer.ids);
    }
    return ids;
  }

  const sale = async (page: number, sort: Sort) => {
    const { data } = await kit.call(promosCalls.sale, { page, sort, count: 100 });
    return { ids: data.products.map((p) => p.id), pages: data.pagination.pageCount };
  };

  it('gives the sale in every sort exactly as the products sort', async () => {
    const where = 'p.old_price > p.price';
    expect((await sorted(where, 'popular')).length).toBeGreaterThan(100);
    for (const { value } of SORTS) expect(await pagesOf(sale, value)).toEqual(await sorted(where, value));
  });

  it('gives a catalogue tag and a brand tag in every sort as their products sort', async () => {
    // «Гарантия 5 лет»: a property condition over the whole catalogue, which no index reads in order.
    const [tag] = await db.query<{
      code: string;
      section_id: number | null;
      brand_ids: number[];
      conditions: string;
    }>("SELECT code, section_id, brand_ids, conditions FROM catalog_tags WHERE code = 'garantiya-5-let'");
    const [brandTag] = await db.query<{ code: string; brand_ids: number[] }>(
      'SELECT code, brand_ids FROM brand_tags ORDER BY cardinality(brand_ids) DESC LIMIT 1',
    );
    if (!tag || !brandTag) throw new Error('the seed has no «Гарантия 5 лет» tag or no brand tag');
    expect([tag.section_id, tag.brand_ids, tag.conditions]).toEqual([null, [], 'warranty-is-60']);
    const tagPages = async (page: number, sort: Sort) => {
      const { data } = await kit.call(tagsCalls.tag, { code: tag.code, page, sort, count: 100 });
      return { ids: data.products.map((p) => p.id), pages: data.pagination.pageCount };
    };
    const brandTagPages = async (page: number, sort: Sort) => {
      const { data } = await kit.call(brandsCalls.brandTag, { code: brandTag.code, page, sort, count: 100 });
      return { ids: data.products.map((p) => p.id), pages: data.pagination.pageCount };
    };
    for (const { value } of SORTS) {
      const fiveYears = await sorted("p.props->>'warranty' = '60'", value);
      expect(fiveYears.length).toBeGreaterThan(0);
      expect(await pagesOf(tagPages, value)).toEqual(fiveYears);
      const byBrand = await sorted(`p.brand_id = ANY('{${brandTag.brand_ids.join(',')}}'::int[])`, value);
      // Past the kept length the pages are read from the products, and join on seamlessly.
      expect(byBrand.length).toBeGreaterThan(KEPT_ORDER_LENGTH);
      expect(await pagesOf(brandTagPages, value)).toEqual(byBrand);
    }
  });

  it('re-sorts at once when a price or the stock changes (a catalogue change)', async () => {
    const before = await sale(1, 'price-asc');
    const dearest = (await sorted('p.old_price > p.price AND p.is_available', 'price-desc'))[0];
    if (dearest === undefined) throw new Error('no product on sale in stock');
    expect(before.ids[0]).not.toBe(dearest);
    await db.query('UPDATE products SET price = 1 WHERE id = $1', [dearest]);
    expect((await sale(1, 'price-asc')).ids[0]).toBe(dearest);

    // Out of stock, it goes after every product in stock, first among those that are not.
    await db.query('UPDATE products SET is_available = false WHERE id = $1', [dearest]);
    const now = await pagesOf(sale, 'price-asc');
    const inStock = (await sorted('p.old_price > p.price AND p.is_available', 'price-asc')).length;
    expect(now.indexOf(dearest)).toBe(inStock);
    expect(now).toEqual(await sorted('p.old_price > p.price', 'price-asc'));
  });
});
