// Test support (no production code imports it): the basket's concurrency and login-merge checks, run
// on PGlite (basket-concurrency.test.ts) and on a real PostgreSQL with a pool of connections
// (basket-concurrency.pg.test.ts), where two changes of one basket truly run at once.
import { MAX_BASKET_LINES } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SEEDED_LOGINS } from '../seed/accounts-seed';
import { basketKit, claimsOf, type TestProduct } from './basket-kit';

/** The checks over a seeded database `open` makes (300 products); `dispose` drops it. */
export function basketConcurrencySuite(
  title: string,
  open: () => Promise<{ db: Db; dispose: () => Promise<void> }>,
): void {
  describe(title, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let kit: Awaited<ReturnType<typeof basketKit>>;
    const now = Date.UTC(2026, 10, 23, 12);
    let roomy: TestProduct[];

    const quantities = async (fUserId: string) =>
      (
        await db.query<{ product_id: number; quantity: number }>(
          'SELECT product_id, quantity FROM basket_lines WHERE f_user_id = $1 ORDER BY sort',
          [fUserId],
        )
      ).map((r) => [r.product_id, r.quantity]);

    beforeAll(async () => {
      ({ db, dispose } = await open());
      kit = await basketKit(db, () => now);
      roomy = [];
      for (const p of kit.buyable) if ((await kit.maxQuantity(p.id)) >= 25) roomy.push(p);
    });
    afterAll(() => dispose());

    it('20 adds of one unit at once lose no update', async () => {
      const token = await kit.guest();
      const a = roomy[0] as TestProduct;
      const answers = await Promise.all(Array.from({ length: 20 }, () => kit.add(token, a.id, 1)));
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(await quantities(claimsOf(token).fUserId)).toEqual([[a.id, 20]]);
    });

    it('adds at once never pass what can be bought: exactly the units left are taken', async () => {
      const token = await kit.guest();
      const a = roomy[1] as TestProduct;
      const max = await kit.maxQuantity(a.id);
      await kit.add(token, a.id, max - 3);
      const answers = await Promise.all(Array.from({ length: 10 }, () => kit.add(token, a.id, 1)));
      expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
      expect(answers.filter((r) => r.status === 422)).toHaveLength(7);
      for (const refused of answers.filter((r) => r.status === 422))
        expect(refused.errors?.quantity).toBe(`Доступно только ${max} шт.`);
      expect(await quantities(claimsOf(token).fUserId)).toEqual([[a.id, max]]);
    });

    it(`new lines at once never pass ${MAX_BASKET_LINES} lines`, async () => {
      const token = await kit.guest();
      const { fUserId } = claimsOf(token);
      const ids = kit.buyable.map((p) => p.id);
      await db.query(
        'INSERT INTO basket_lines (f_user_id, product_id, quantity) SELECT $1, unnest($2::int[]), 1',
        [fUserId, ids.slice(0, MAX_BASKET_LINES - 2)],
      );
      const answers = await Promise.all(
        ids.slice(MAX_BASKET_LINES, MAX_BASKET_LINES + 6).map((id) => kit.add(token, id, 1)),
      );
      expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
      expect(answers.filter((r) => r.code === 'basket_full')).toHaveLength(4);
      expect(await quantities(fUserId)).toHaveLength(MAX_BASKET_LINES);
    });

    it('the login merge, twice at once with the same guest token, merges the guest basket once', async () => {
      const [a, b] = roomy.slice(2) as [TestProduct, TestProduct];
      const [account] = await db.query<{ f_user_id: string }>('SELECT f_user_id FROM users WHERE id = $1', [
        SEEDED_LOGINS.person.id,
      ]);
      const accountId = account?.f_user_id as string;
      await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [accountId]);
      const user = await kit.login(SEEDED_LOGINS.person.email);
      await kit.add(user, a.id, 1);
      const guest = await kit.guest();
      await kit.add(guest, a.id, 2);
      await kit.add(guest, b.id, 3);
      // The account changes its basket while the two logins merge.
      const [first, second] = await Promise.all([
        kit.login(SEEDED_LOGINS.person.email, guest),
        kit.login(SEEDED_LOGINS.person.email, guest),
        kit.add(user, a.id, 1),
      ]);
      expect(claimsOf(first).fUserId).toBe(accountId);
      expect(claimsOf(second).fUserId).toBe(accountId);
      expect(await quantities(accountId)).toEqual([
        [a.id, 4],
        [b.id, 3],
      ]);
      expect(await quantities(claimsOf(guest).fUserId)).toEqual([]);
    });
  });
}
