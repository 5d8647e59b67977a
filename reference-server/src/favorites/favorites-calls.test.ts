import { FAVORITES_LIMIT, favoritesCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { listsKit, type SeededProduct } from '../testing/lists-kit';
import { seededDatabase } from '../testing/seeded-database';

const LIMIT_TEXT = 'Превышен лимит (99)';

describe('favourites of both families and the favourites page (§7.6, §7.3, §4.4, §4.6)', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof listsKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  /** The ids of the seeded products. */
  let ids: number[];

  beforeAll(async () => {
    db = await seededDatabase(600);
    kit = await listsKit(db, () => now);
    ids = kit.products.map((p) => p.id);
  });
  afterAll(() => db.close());

  const add = (token: string, id: number | string) =>
    kit.call(favoritesCalls.add, { productId: String(id) }, { token });
  const addJson = (token: string, id: unknown) =>
    kit.raw('POST', '/favorites/products/', { token, json: { id } });
  /** Puts products in the visitor's favourites through the API, in this order. */
  const fill = async (token: string, list: readonly number[]) => {
    for (const id of list) expect((await add(token, id)).status).toBe(200);
  };

  it('asks a visitor without a session to refresh (401) and stores nothing', async () => {
    expect((await add('', ids[0] as number)).status).toBe(401);
    expect((await kit.call(favoritesCalls.list, {})).status).toBe(401);
    expect(await db.query('SELECT * FROM favorites')).toEqual([]);
  });

  it('adds, ignores a second add and a removal of what is not there, and answers productIds newest first', async () => {
    const token = await kit.guestToken();
    const [a, b, c] = ids as [number, number, number];
    expect((await add(token, a)).data).toEqual({ productIds: [a] });
    expect((await add(token, a)).data).toEqual({ productIds: [a] });
    expect((await addJson(token, b)).data).toEqual({ productIds: [b, a] });
    expect((await kit.call(favoritesCalls.count, {}, { token })).data).toEqual({ count: 2 });
    expect((await kit.call(favoritesCalls.list, {}, { token })).data).toEqual({
      productIds: [b, a],
      count: 2,
    });
    // Removing one not there changes nothing.
    const notThere = await kit.call(favoritesCalls.delete, { productId: String(c) }, { token });
    expect(notThere).toMatchObject({ status: 200, data: { productIds: [b, a] } });
    expect((await kit.call(favoritesCalls.removeProduct, { id: a }, { token })).data).toEqual({
      productIds: [b],
    });
    expect((await kit.call(favoritesCalls.delete, { productId: String(b) }, { token })).data).toEqual({
      productIds: [],
    });
    await fill(token, [a, b]);
    expect((await kit.call(favoritesCalls.deleteAll, {}, { token })).data).toEqual({
      productIds: [],
    });
    await fill(token, [a, b]);
    expect((await kit.call(favoritesCalls.clear, {}, { token })).data).toEqual({ productIds: [] });
  });

  it('keeps each visitor’s favourites apart: two guests, and an account', async () => {
    const first = await kit.guestToken();
    const second = await kit.guestToken();
    const user = await kit.tokenFor(SEEDED_LOGINS.person.id);
    const [a, b, c] = ids as [number, number, number];
    await add(first, a);
    await add(second, b);
    await add(user, c);
    expect((await kit.call(favoritesCalls.list, {}, { token: first })).data.productIds).toEqual([a]);
    expect((await kit.call(favoritesCalls.list, {}, { token: second })).data.productIds).toEqual([b]);
    expect((await kit.call(favoritesCalls.list, {}, { token: user })).data.productIds).toEqual([c]);
    await kit.call(favoritesCalls.clear, {}, { token: second });
    expect((await kit.call(favoritesCalls.list, {}, { token: first })).data.productIds).toEqual([a]);
  });

  it(`holds ${FAVORITES_LIMIT}: the 100th is refused with the limit entry in both families, one already there is a no-op`, async () => {
    const token = await kit.guestToken();
    const first99 = ids.slice(0, FAVORITES_LIMIT);
    await fill(token, first99);
    const refused = await add(token, ids[FAVORITES_LIMIT] as number);
    expect(refused).toMatchObject({ status: 409, code: 'limit', errors: { limit: LIMIT_TEXT } });
    const refusedJson = await addJson(token, ids[FAVORITES_LIMIT + 1]);
    expect(refusedJson).toMatchObject({ status: 409, code: 'limit', errors: { limit: LIMIT_TEXT } });
    const again = await add(token, first99[5] as number);
    expect(again.status).toBe(200);
    expect(again.data.productIds).toHaveLength(FAVORITES_LIMIT);
    expect((await kit.call(favoritesCalls.count, {}, { token })).data.count).toBe(FAVORITES_LIMIT);
    // Room again after a removal.
    await kit.call(favoritesCalls.removeProduct, { id: first99[0]! }, { token });
    expect((await addJson(token, ids[FAVORITES_LIMIT])).status).toBe(200);
  });

  it('lets exactly one of ten concurrent adds at 98 in', async () => {
    const token = await kit.guestToken();
    await fill(token, ids.slice(0, 98));
    const answers = await Promise.all(
      ids.slice(98, 108).map((id, i) => (i % 2 ? add(token, id) : addJson(token, id))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.errors?.limit === LIMIT_TEXT)).toHaveLength(9);
    expect((await kit.call(favoritesCalls.count, {}, { token })).data.count).toBe(FAVORITES_LIMIT);
  });

  it('refuses bad product ids with a clear 4xx and stores nothing', async () => {
    const token = await kit.guestToken();
    const unknown = await add(token, 2_000_000_000);
    expect(unknown).toMatchObject({
      status: 404,
      code: 'product_not_found',
      errors: { common: 'Товар 2000000000 не найден' },
    });
    expect((await addJson(token, 2_000_000_001)).status).toBe(404);
    for (const bad of ['2147483648', '99999999999999999999', 'abc', '-1', '0', '1.5', '', '1e3']) {
      expect((await add(token, bad)).status, bad).toBe(400);
      expect((await addJson(token, bad)).status, bad).toBe(400);
      if (bad === '') continue;
      const path = encodeURIComponent(bad);
      expect((await kit.call(favoritesCalls.removeProduct, { id: path }, { token })).status, bad).toBe(400);
      expect((await kit.call(favoritesCalls.section, { id: path }, { token })).status, bad).toBe(400);
    }
    for (const bad of [null, true, 1.5, -3, 2 ** 31, [1], { id: 1 }])
      expect((await addJson(token, bad)).status).toBe(400);
    const page = await kit.call(favoritesCalls.page, { page: '0', count: '61' }, { token });
    expect(page.status).toBe(400);
    expect(Object.keys(page.errors ?? {}).sort()).toEqual(['count', 'page']);
    expect((await kit.call(favoritesCalls.list, {}, { token })).data.count).toBe(0);
  });

  describe('the page', () => {
    /** A leaf section with ≥ 5 products, one with ≥ 2, one more. */
    let big: SeededProduct[];
    let small: SeededProduct[];
    let other: SeededProduct[];
    let token: string;

    beforeAll(async () => {
      big = kit.sectionsWith(5)[0] ?? [];
      [small = [], other = []] = kit.sectionsWith(2).filter((list) => list !== big);
      token = await kit.guestToken();
    });

    it('is empty for a visitor with no favourites', async () => {
      const { status, data } = await kit.call(favoritesCalls.page, {}, { token: await kit.guestToken() });
      expect(status).toBe(200);
      expect(data).toMatchObject({
        products: { items: [], total: 0 },
        sections: [],
        activeSectionId: null,
        count: 0,
        productIds: [],
        pagination: { page: 1, pageCount: 0, count: 20 },
      });
    });

    it('lists the sections with counts and opens on the first item’s section, paged', async () => {
      // Added oldest first; the list is newest first, so `other` (added last) is the first item.
      const added = [...big.slice(0, 5), ...small.slice(0, 2), other[0] as SeededProduct];
      await fill(
        token,
        added.map((p) => p.id),
      );
      const { status, data } = await kit.call(favoritesCalls.page, { count: '2' }, { token });
      expect(status).toBe(200);
      const sectionOf = (p: SeededProduct) => p.section_id;
      expect(data.sections.map((s: { id: number; count: number }) => [s.id, s.count])).toEqual([
        [sectionOf(other[0] as SeededProduct), 1],
        [sectionOf(small[0] as SeededProduct), 2],
        [sectionOf(big[0] as SeededProduct), 5],
      ]);
      expect(data.sections.every((s: { title: string }) => s.title !== '')).toBe(true);
      expect(data.activeSectionId).toBe(other[0]?.section_id);
      expect(data.count).toBe(8);
      expect(data.productIds).toEqual(added.map((p) => p.id).reverse());
      const [item] = data.products.items;
      expect(item).toMatchObject({ id: other[0]?.id, favourite: true });
      expect(item!.sections).toEqual([other[0]?.section_id, other[0]?.mid_id, other[0]?.top_id]);

      // The asked section, page by page: 5 products, 2 a page, newest first; past the last is the last.
      const pageOf = async (page: number) =>
        (
          await kit.call(
            favoritesCalls.page,
            { sectionId: String(big[0]?.section_id), page: String(page), count: '2' },
            { token },
          )
        ).data;
      const newestFirst = big
        .slice(0, 5)
        .map((p) => p.id)
        .reverse();
      const pages = [await pageOf(1), await pageOf(2), await pageOf(3)];
      expect(pages.map((p) => p.products.items.map((i: { id: number }) => i.id))).toEqual([
        newestFirst.slice(0, 2),
        newestFirst.slice(2, 4),
        newestFirst.slice(4),
      ]);
      expect(pages.map((p) => p.pagination)).toEqual(
        [1, 2, 3].map((page) => ({ page, pageCount: 3, count: 2 })),
      );
      expect(pages.every((p) => p.products.total === 5 && p.activeSectionId === big[0]?.section_id)).toBe(
        true,
      );
      expect((await pageOf(9)).pagination).toEqual({ page: 3, pageCount: 3, count: 2 });
      // A section asked at a higher level takes its products at any depth.
      const top = await kit.call(favoritesCalls.section, { id: big[0]!.top_id, count: '60' }, { token });
      expect(top.data.activeSectionId).toBe(big[0]?.top_id);
      expect(top.data.products.total).toBe(added.filter((p) => p.top_id === big[0]?.top_id).length);
      // A section with no favourites falls back to the first item's.
      const none = await kit.call(favoritesCalls.section, { id: 2000000000 }, { token });
      expect(none.data.activeSectionId).toBe(other[0]?.section_id);
    });

    it('removes a section (both paths) and answers the list after it', async () => {
      const removed = await kit.call(favoritesCalls.removeSection, { id: other[0]!.section_id }, { token });
      expect(removed.status).toBe(200);
      expect(removed.data.productIds).toHaveLength(7);
      const after = await kit.call(
        favoritesCalls.removeSectionPage,
        { id: small[0]!.section_id, count: '2' },
        { token },
      );
      expect(after.status).toBe(200);
      expect(after.data).toMatchObject({
        activeSectionId: big[0]?.section_id,
        count: 5,
        pagination: { page: 1, pageCount: 3, count: 2 },
      });
      expect(after.data.sections).toEqual([expect.objectContaining({ id: big[0]?.section_id, count: 5 })]);
      // A section not there is a no-op.
      const again = await kit.call(favoritesCalls.removeSectionPage, { id: small[0]!.section_id }, { token });
      expect(again.data.count).toBe(5);
    });

    it('carries meta and breadcrumbs; the sidebar only for a logged-in user', async () => {
      const guest = (await kit.call(favoritesCalls.page, {}, { token })).data;
      expect(guest.meta).toMatchObject({ title: 'Избранное | Верстак', robots: 'noindex, nofollow' });
      expect(guest.breadcrumbs.map((b: { title: string }) => b.title)).toEqual(['Главная', 'Избранное']);
      expect(guest.sidebar).toBeNull();
      const user = (
        await kit.call(favoritesCalls.page, {}, { token: await kit.tokenFor(SEEDED_LOGINS.b2b.id, ['b2b']) })
      ).data;
      expect(user.breadcrumbs.map((b: { title: string }) => b.title)).toEqual([
        'Главная',
        'Личный кабинет B2B',
        'Избранное',
      ]);
      expect(user.sidebar!.map((s: { url: string }) => s.url)).toContain('/personal/favorites/');
    });
  });
});
