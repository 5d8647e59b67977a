import { baseCalls, compareCalls, favoritesCalls, identityCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { SEEDED_PROMO_CODES } from '../seed/commerce-seed';
import { basketKit, claimsOf, type TestProduct } from '../testing/basket-kit';
import { seededDatabase } from '../testing/seeded-database';
import { lastCode } from '../testing/test-browser';
import { removeOrderedLines } from './add-lines';

// The basket as a state machine across identity changes (docs/basket.md "Identity changes"): the
// login merge on every path, logout to an empty guest basket, an order emptying exactly its lines.

describe('the basket across identity changes', () => {
  let db: Db;
  let kit: Awaited<ReturnType<typeof basketKit>>;
  const now = Date.UTC(2026, 10, 23, 12);
  let p: TestProduct[];
  let accountFUserId: string;

  const lines = async (fUserId: string) =>
    (
      await db.query<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1 ORDER BY sort',
        [fUserId],
      )
    ).map((r) => [r.product_id, r.quantity]);
  const rowsOf = async (fUserId: string) => {
    const [row] = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM basket_lines WHERE f_user_id = $1) + (SELECT count(*) FROM basket_state WHERE f_user_id = $1)
        + (SELECT count(*) FROM favorites WHERE f_user_id = $1) + (SELECT count(*) FROM compare_items WHERE f_user_id = $1) AS n`,
      [fUserId],
    );
    return Number(row?.n);
  };

  beforeAll(async () => {
    db = await seededDatabase(300);
    kit = await basketKit(db, () => now);
    p = [];
    for (const product of kit.buyable) if ((await kit.maxQuantity(product.id)) >= 10) p.push(product);
    const [row] = await db.query<{ f_user_id: string }>('SELECT f_user_id FROM users WHERE id = $1', [
      SEEDED_LOGINS.person.id,
    ]);
    accountFUserId = row?.f_user_id as string;
  });
  beforeEach(async () => {
    for (const table of ['basket_lines', 'basket_state', 'favorites', 'compare_items'])
      await db.query(`DELETE FROM ${table} WHERE f_user_id = $1`, [accountFUserId]);
  });
  afterAll(() => db.close());

  it('a guest who logs in gets the guest basket merged in; the guest rows are deleted', async () => {
    const [a, b, c] = p as [TestProduct, TestProduct, TestProduct];
    const account = await kit.login(SEEDED_LOGINS.person.email);
    await kit.add(account, a.id, 1);
    await kit.add(account, c.id, 1);
    const guest = await kit.guest();
    const guestId = claimsOf(guest).fUserId;
    await kit.add(guest, a.id, 2);
    await kit.add(guest, b.id, 1);
    await db.query(`UPDATE basket_state SET promo_code = $2 WHERE f_user_id = $1`, [
      guestId,
      SEEDED_PROMO_CODES.brand,
    ]);
    await kit.call(favoritesCalls.add, { productId: String(b.id) }, { token: guest });
    expect((await kit.call(compareCalls.add, { id: b.id }, { token: guest })).status).toBe(200);
    expect(await db.query('SELECT product_id FROM favorites WHERE f_user_id = $1', [guestId])).toEqual([
      { product_id: b.id },
    ]);

    const merged = await kit.login(SEEDED_LOGINS.person.email, guest);
    expect(claimsOf(merged).fUserId).toBe(accountFUserId);
    expect(await lines(accountFUserId)).toEqual([
      [a.id, 3],
      [c.id, 1],
      [b.id, 1],
    ]);
    const [state] = await db.query<{ promo_code: string }>(
      'SELECT promo_code FROM basket_state WHERE f_user_id = $1',
      [accountFUserId],
    );
    expect(state?.promo_code).toBe(SEEDED_PROMO_CODES.brand);
    for (const table of ['favorites', 'compare_items'])
      expect(
        await db.query(`SELECT product_id FROM ${table} WHERE f_user_id = $1`, [accountFUserId]),
      ).toEqual([{ product_id: b.id }]);
    expect(await rowsOf(guestId)).toBe(0);
    // The basket call answers the merged basket.
    expect((await kit.get(merged)).data.itemsTotal).toBe(5);
  });

  it('keeps the account’s promo code over the guest’s, and caps a summed line at what can be bought', async () => {
    const a = p[3] as TestProduct;
    const max = await kit.maxQuantity(a.id);
    const account = await kit.login(SEEDED_LOGINS.person.email);
    await kit.add(account, a.id, max - 1);
    await db.query(`UPDATE basket_state SET promo_code = 'MINE' WHERE f_user_id = $1`, [accountFUserId]);
    const guest = await kit.guest();
    await kit.add(guest, a.id, 5);
    await db.query(`UPDATE basket_state SET promo_code = 'THEIRS' WHERE f_user_id = $1`, [
      claimsOf(guest).fUserId,
    ]);
    await kit.login(SEEDED_LOGINS.person.email, guest);
    expect(await lines(accountFUserId)).toEqual([[a.id, max]]);
    const [state] = await db.query<{ promo_code: string }>(
      'SELECT promo_code FROM basket_state WHERE f_user_id = $1',
      [accountFUserId],
    );
    expect(state?.promo_code).toBe('MINE');
  });

  it('merges at most 100 lines and 99 favourites, keeping the newest favourites', async () => {
    const ids = kit.buyable.map((x) => x.id);
    await db.query(
      'INSERT INTO basket_lines (f_user_id, product_id, quantity) SELECT $1, unnest($2::int[]), 1',
      [accountFUserId, ids.slice(0, 98)],
    );
    await db.query(
      `INSERT INTO favorites (f_user_id, product_id, added_at)
       SELECT $1, id, timestamp '2026-01-01' + id * interval '1 second' FROM unnest($2::int[]) AS id`,
      [accountFUserId, ids.slice(0, 99)],
    );
    const guest = await kit.guest();
    const guestId = claimsOf(guest).fUserId;
    await db.query(
      'INSERT INTO basket_lines (f_user_id, product_id, quantity) SELECT $1, unnest($2::int[]), 2',
      [guestId, ids.slice(97, 103)],
    );
    await db.query(
      `INSERT INTO favorites (f_user_id, product_id, added_at) SELECT $1, unnest($2::int[]), timestamp '2026-11-01'`,
      [guestId, ids.slice(150, 152)],
    );
    await kit.login(SEEDED_LOGINS.person.email, guest);
    const merged = await lines(accountFUserId);
    expect(merged).toHaveLength(100);
    // The line in both is summed; the first new guest lines fill the basket up to 100.
    expect(merged.find(([id]) => id === ids[97])).toEqual([ids[97], 3]);
    expect(merged.slice(98).map(([id]) => id)).toEqual([ids[98], ids[99]]);
    const favourites = (
      await db.query<{ product_id: number }>('SELECT product_id FROM favorites WHERE f_user_id = $1', [
        accountFUserId,
      ])
    ).map((r) => r.product_id);
    expect(favourites).toHaveLength(99);
    expect(favourites).toEqual(expect.arrayContaining(ids.slice(150, 152)));
    // The two oldest of the account's made room.
    expect(favourites).not.toContain(ids[0]);
    expect(favourites).not.toContain(ids[1]);
    expect(await rowsOf(guestId)).toBe(0);
  });

  it('logout gives a fresh guest with an empty basket; logging in again finds the account’s', async () => {
    const a = p[4] as TestProduct;
    const account = await kit.login(SEEDED_LOGINS.person.email);
    await kit.add(account, a.id, 2);
    const out = await kit.call(identityCalls.logout, {}, { token: account });
    expect(out.status).toBe(200);
    const guest = out.data.accessToken as string;
    expect(claimsOf(guest).role).toBe('unauthorized');
    expect(claimsOf(guest).fUserId).not.toBe(accountFUserId);
    const empty = (await kit.get(guest)).data;
    expect(empty.items).toEqual([]);
    const base = await kit.call(baseCalls.get, { select: 'basket,favorites,compare' }, { token: guest });
    expect(base.data).toMatchObject({ favorites: [], compare: [], basket: { items: [] } });
    // An empty guest basket merges nothing away.
    const again = await kit.login(SEEDED_LOGINS.person.email, guest);
    expect(
      (await kit.get(again)).data.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    ).toEqual([[a.id, 2]]);
  });

  it('merges on every login path: registration by code and the /user family login', async () => {
    const a = p[5] as TestProduct;
    const guest = await kit.guest();
    await kit.add(guest, a.id, 2);
    const phone = '+79005557788';
    expect((await kit.call(identityCalls.authentication, { phone }, { token: guest })).status).toBe(200);
    const registered = await kit.call(
      identityCalls.registration,
      {
        firstName: 'Олег',
        phone,
        code: await lastCode(kit.api, phone),
        password: 'Parol2026',
        agreement: 'Y',
      },
      { token: guest },
    );
    expect(registered.status).toBe(200);
    const token = registered.data.accessToken as string;
    expect((await kit.get(token)).data.items.map((i: { id: number }) => i.id)).toEqual([a.id]);

    const second = await kit.guest();
    await kit.add(second, a.id, 1);
    const login = await kit.call(
      identityCalls.emailLogin,
      { login: SEEDED_LOGINS.person.email, password: 'verstak2026' },
      { token: second },
    );
    expect(login.status).toBe(200);
    expect(await lines(accountFUserId)).toEqual([[a.id, 1]]);
  });

  it('an order empties exactly its lines (removeOrderedLines) and spends the promo code and bonuses', async () => {
    const [a, b, c] = p as [TestProduct, TestProduct, TestProduct];
    const guest = await kit.guest();
    const fUserId = claimsOf(guest).fUserId;
    await kit.add(guest, a.id, 3);
    await kit.add(guest, b.id, 1);
    await kit.add(guest, c.id, 2);
    await db.query(`UPDATE basket_state SET promo_code = 'X', apply_bonuses = true WHERE f_user_id = $1`, [
      fUserId,
    ]);
    await db.transaction((tx) =>
      removeOrderedLines(tx, fUserId, [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ]),
    );
    expect(await lines(fUserId)).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    const [state] = await db.query<{ promo_code: string; apply_bonuses: boolean }>(
      'SELECT promo_code, apply_bonuses FROM basket_state WHERE f_user_id = $1',
      [fUserId],
    );
    expect(state).toEqual({ promo_code: '', apply_bonuses: false });
  });
});
