import { randomUUID } from 'node:crypto';
import { compareCalls, favoritesCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { listsKit } from '../testing/lists-kit';
import { COMPARE_LIST, FAVORITES_LIST, type VisitorList } from './visitor-list';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
// On PGlite one transaction runs at a time, so the limit race can only show on a real server: two
// pools on one schema are two server processes, each with connections of its own.

describe('the favourites and compare limit under concurrent adds on a real PostgreSQL', () => {
  const schema = uniqueSchema('lists');
  const now = Date.UTC(2026, 10, 23, 12);
  let db: Db;
  let other: Db;
  let kits: Array<Awaited<ReturnType<typeof listsKit>>>;
  let ids: number[];

  beforeAll(async () => {
    db = await openDatabase({ url: TEST_URL, schema });
    await migrate(db);
    await seed(db, { products: 160 });
    other = await openDatabase({ url: TEST_URL, schema });
    kits = [await listsKit(db, () => now), await listsKit(other, () => now)];
    ids = (kits[0]?.products ?? []).map((p) => p.id);
  });
  afterAll(async () => {
    await other.close();
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  const add = (list: VisitorList, kit: (typeof kits)[number], token: string, id: number) =>
    list === FAVORITES_LIST
      ? kit.call(favoritesCalls.add, { productId: String(id) }, { token })
      : kit.call(compareCalls.add, { id }, { token });

  it.each([
    ['favourites', FAVORITES_LIST],
    ['comparison', COMPARE_LIST],
  ])(
    'lets exactly one of 20 concurrent adds at 98 into the %s, from two processes, round after round',
    async (_name, list) => {
      const [first, second] = kits as [(typeof kits)[number], (typeof kits)[number]];
      for (let round = 0; round < 5; round++) {
        const fUserId = randomUUID();
        await db.query(`INSERT INTO ${list.table} (f_user_id, product_id) SELECT $1, unnest($2::int[])`, [
          fUserId,
          ids.slice(0, 98),
        ]);
        const token = await first.guestToken(fUserId);
        const answers = await Promise.all(
          ids.slice(98, 118).map((id, i) => add(list, i % 2 ? first : second, token, id)),
        );
        expect(
          answers.filter((a) => a.status === 200),
          `round ${round}`,
        ).toHaveLength(1);
        for (const refused of answers.filter((a) => a.status !== 200))
          expect(refused).toMatchObject({
            status: 409,
            code: 'limit',
            errors: { limit: 'Превышен лимит (99)' },
          });
        const [row] = await db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${list.table} WHERE f_user_id = $1`,
          [fUserId],
        );
        expect(row?.n).toBe(99);
      }
    },
  );
});
