import { COMPARE_LIMIT, compareCalls, favoritesCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { listsKit, type SeededProduct } from '../testing/lists-kit';
import { seededDatabase } from '../testing/seeded-database';

const LIMIT_TEXT = 'Превышен лимит (99)';

describe('the comparison and the compare page (§7.6, §7.3, §4.5)', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof listsKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  let ids: number[];
  /** Two leaf sections with ≥ 3 products each. */
  let drills: SeededProduct[];
  let saws: SeededProduct[];

  beforeAll(async () => {
    db = await seededDatabase(400);
    kit = await listsKit(db, () => now);
    ids = kit.products.map((p) => p.id);
    [drills = [], saws = []] = kit.sectionsWith(3);
  });
  afterAll(() => db.close());

  const add = (token: string, id: unknown) => kit.raw('POST', '/compare/products/', { token, json: { id } });
  const fill = async (token: string, list: readonly number[]) => {
    for (const id of list) expect((await add(token, id)).status).toBe(200);
  };

  it('adds (a second add is a no-op), removes (one not there is a no-op), counts and clears, answering productIds in the order added', async () => {
    const token = await kit.guestToken();
    const [a, b, c] = ids as [number, number, number];
    expect((await add(token, a)).data).toEqual({ productIds: [a] });
    expect((await add(token, b)).data).toEqual({ productIds: [a, b] });
    expect((await add(token, a)).data).toEqual({ productIds: [a, b] });
    expect((await kit.call(compareCalls.count, {}, { token })).data).toEqual({ count: 2 });
    expect((await kit.call(compareCalls.remove, { id: c }, { token })).data).toEqual({
      productIds: [a, b],
    });
    expect((await kit.call(compareCalls.remove, { id: a }, { token })).data).toEqual({ productIds: [b] });
    expect((await kit.call(compareCalls.clear, {}, { token })).data).toEqual({ productIds: [] });
    expect((await kit.call(compareCalls.count, {}, { token })).data).toEqual({ count: 0 });
  });

  it(`holds ${COMPARE_LIMIT}: the 100th is refused with the limit entry; exactly one of ten concurrent adds at 98 gets in`, async () => {
    const token = await kit.guestToken();
    await fill(token, ids.slice(0, 98));
    const answers = await Promise.all(ids.slice(98, 108).map((id) => add(token, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200))
      expect(refused).toMatchObject({ status: 409, code: 'limit', errors: { limit: LIMIT_TEXT } });
    expect((await kit.call(compareCalls.count, {}, { token })).data.count).toBe(COMPARE_LIMIT);
    expect((await add(token, ids[120])).errors).toEqual({ limit: LIMIT_TEXT });
    // The favourites are a list of their own: the comparison's limit does not touch them.
    expect((await kit.call(favoritesCalls.add, { productId: String(ids[120]) }, { token })).status).toBe(200);
  });

  it('refuses bad ids with a clear 4xx', async () => {
    const token = await kit.guestToken();
    expect(await add(token, 2_000_000_000)).toMatchObject({ status: 404, code: 'product_not_found' });
    for (const bad of ['2147483648', 'abc', '-1', '0', '1.5', null, 2 ** 31, -7, [3]])
      expect((await add(token, bad)).status, String(bad)).toBe(400);
    for (const bad of ['2147483648', 'abc', '-1', '0'])
      expect((await kit.call(compareCalls.removeSection, { id: bad }, { token })).status, bad).toBe(400);
    expect((await kit.call(compareCalls.get, { sectionId: 'abc' }, { token })).status).toBe(400);
    expect((await kit.call(compareCalls.get, { sectionId: '99999999999' }, { token })).status).toBe(400);
    expect((await kit.call(compareCalls.count, {}, { token })).data.count).toBe(0);
  });

  describe('a comparison of two sections', () => {
    let token: string;
    const idsOf = (list: SeededProduct[]) => list.map((p) => p.id);

    beforeAll(async () => {
      token = await kit.guestToken();
      await fill(token, [...idsOf(drills.slice(0, 3)), ...idsOf(saws.slice(0, 2))]);
    });

    it('opens on the first section, with its products keyed by id and the important and additional properties', async () => {
      const { status, data } = await kit.call(compareCalls.get, {}, { token });
      expect(status).toBe(200);
      const section = drills[0]?.section_id;
      expect(data.activeSectionId).toBe(section);
      expect(data.products.id).toBe(section);
      expect(Object.keys(data.products.items).map(Number).sort()).toEqual(idsOf(drills.slice(0, 3)).sort());
      expect(data.sections.map((s: { id: number; count: number }) => [s.id, s.count])).toEqual([
        [section, 3],
        [saws[0]?.section_id, 2],
      ]);
      expect(data.productIds).toEqual([...idsOf(drills.slice(0, 3)), ...idsOf(saws.slice(0, 2))]);

      // Important: the section's filter properties, in their order (price and brand first, §5).
      const filter = await db.query<{ code: string }>(
        `SELECT p.code FROM section_properties sp JOIN properties p ON p.id = sp.property_id
         WHERE sp.section_id = $1 ORDER BY p.sort`,
        [section as number],
      );
      expect(data.properties.important.map((p: { code: string }) => p.code)).toEqual(
        filter.map((f) => f.code),
      );
      const priceRow = data.properties.important[0];
      const first = drills[0] as SeededProduct;
      expect(priceRow!.title).toBe('Цена');
      expect(Object.keys(priceRow!.values).map(Number).sort()).toEqual(idsOf(drills.slice(0, 3)).sort());
      const [priceOfFirst] = await db.query<{ price: number }>('SELECT price FROM products WHERE id = $1', [
        first.id,
      ]);
      expect(priceRow!.values[String(first.id)]).toBe(
        `${new Intl.NumberFormat('ru-RU').format(priceOfFirst?.price as number)}\u00a0₽`,
      );
      const brandRow = data.properties.important.find((p: { code: string }) => p.code === 'brand');
      expect(
        Object.values(brandRow!.values).every((v) => typeof v === 'string' && v !== '' && v !== '—'),
      ).toBe(true);
      const codes = new Set(data.properties.important.map((p: { code: string }) => p.code));
      for (const row of data.properties.additional) {
        expect(codes.has(row.code)).toBe(false);
        expect(row.differs).toBe(new Set(Object.values(row.values)).size > 1);
      }
    });

    it('shows the asked section, and the first for one not compared', async () => {
      const asked = (await kit.call(compareCalls.get, { sectionId: String(saws[0]?.section_id) }, { token }))
        .data;
      expect(asked.activeSectionId).toBe(saws[0]?.section_id);
      expect(Object.keys(asked.products.items).map(Number).sort()).toEqual(idsOf(saws.slice(0, 2)).sort());
      const unknown = (await kit.call(compareCalls.get, { sectionId: '2000000000' }, { token })).data;
      expect(unknown.activeSectionId).toBe(drills[0]?.section_id);
    });

    it('marks the products in the favourites', async () => {
      const liked = drills[1]?.id as number;
      await kit.call(favoritesCalls.add, { productId: String(liked) }, { token });
      const { data } = await kit.call(compareCalls.get, {}, { token });
      expect(data.products.items[String(liked)]!.favourite).toBe(true);
      expect(data.products.items[String(drills[0]?.id)]!.favourite).toBe(false);
    });

    it('lists the sections, removes one (answering productIds) and answers the page with meta', async () => {
      expect((await kit.call(compareCalls.sections, {}, { token })).data.sections).toHaveLength(2);
      const removed = await kit.call(compareCalls.removeSection, { id: drills[0]!.section_id }, { token });
      expect(removed.data).toEqual({ productIds: idsOf(saws.slice(0, 2)) });
      const page = await kit.call(compareCalls.page, {}, { token });
      expect(page.status).toBe(200);
      expect(page.data.activeSectionId).toBe(saws[0]?.section_id);
      expect(page.data.meta).toMatchObject({
        title: 'Сравнение товаров | Верстак',
        robots: 'noindex, nofollow',
      });
      expect(page.data.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
        'Главная',
        'Сравнение товаров',
      ]);
      expect(page.data.sidebar).toBeNull();
      // Removing the last product leaves an empty comparison.
      await kit.call(compareCalls.removeSection, { id: saws[0]!.section_id }, { token });
      expect((await kit.call(compareCalls.get, {}, { token })).data).toEqual({
        products: { id: null, items: {} },
        properties: { important: [], additional: [] },
        sections: [],
        activeSectionId: null,
        productIds: [],
      });
    });

    it('gives a logged-in user the personal trail and sidebar', async () => {
      const user = await kit.tokenFor(SEEDED_LOGINS.person.id);
      const { data } = await kit.call(compareCalls.page, {}, { token: user });
      expect(data.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
        'Главная',
        'Личный кабинет',
        'Сравнение товаров',
      ]);
      expect(data.sidebar).not.toBeNull();
    });
  });
});
