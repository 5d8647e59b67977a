import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import { seed } from '../seed/seed';
import type { Db } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { forgetPerDatabase, perDatabase, perDatabaseKeyed } from './per-database';

describe('catalogue memos on PGlite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase();
    await migrate(db);
    await seed(db, { products: 60 });
  });
  afterAll(() => db.close());

  const cityNames = async (api: ReturnType<typeof createApi>) => {
    const response = await api.fetch(new Request('http://api.test/api/v4/cities'));
    const body = (await response.json()) as { data: { items: { locationId: string; name: string }[] } };
    return body.data.items;
  };

  it('serves a city renamed by plain SQL (not the seed) on the next request', async () => {
    const api = createApi({ db });
    const [first] = await cityNames(api);
    const id = first?.locationId ?? '';
    const name = first?.name ?? '';
    await db.query('UPDATE cities SET name = $1 WHERE location_id = $2', [`${name}-Главный`, id]);
    await vi.waitFor(async () => expect((await cityNames(api))[0]?.name).toBe(`${name}-Главный`));
    await db.query('UPDATE cities SET name = $1 WHERE location_id = $2', [name, id]);
    await vi.waitFor(async () => expect((await cityNames(api))[0]?.name).toBe(name));
  });

  it('loads once per key until a catalogue write, then loads again', async () => {
    const loads: string[] = [];
    const titleOf = perDatabaseKeyed(async (d: Db, code: string) => {
      loads.push(code);
      const [row] = await d.query<{ title: string }>('SELECT title FROM brands WHERE code = $1', [code]);
      return row?.title;
    });
    const [brand] = await db.query<{ code: string; title: string }>(
      'SELECT code, title FROM brands ORDER BY id LIMIT 1',
    );
    const code = brand?.code ?? '';
    // The watch starts with the first use, and its start drops what was loaded before it.
    await vi.waitFor(async () => {
      loads.length = 0;
      await titleOf(db, code);
      await titleOf(db, code);
      expect(loads).toEqual([]);
    });
    await titleOf(db, 'none');
    expect(loads).toEqual(['none']);
    await db.query('UPDATE brands SET title = title || $1 WHERE code = $2', [' (новый)', code]);
    await vi.waitFor(async () => expect(await titleOf(db, code)).toBe(`${brand?.title} (новый)`));
    await db.query('UPDATE brands SET title = $1 WHERE code = $2', [brand?.title ?? '', code]);
    await vi.waitFor(async () => expect(await titleOf(db, code)).toBe(brand?.title));
  });

  it('does not keep a load that was running when the catalogue changed', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const countOf = perDatabase(async (d: Db) => {
      calls++;
      if (calls === 1) await gate;
      const [row] = await d.query<{ n: number }>('SELECT count(*) AS n FROM shops');
      return row?.n;
    });
    const first = countOf(db);
    forgetPerDatabase(db);
    release();
    expect(await first).toBeGreaterThan(0);
    await countOf(db);
    expect(calls).toBe(2);
    await countOf(db);
    expect(calls).toBe(2);
  });

  it('does not memoize what a transaction reads (it may see its own uncommitted writes)', async () => {
    const titleOf = perDatabase(
      async (d: Db) => (await d.query<{ title: string }>('SELECT title FROM brands WHERE id = 1'))[0]?.title,
    );
    const committed = await titleOf(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("UPDATE brands SET title = 'Черновик' WHERE id = 1");
        expect(await titleOf(tx)).toBe('Черновик');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await titleOf(db)).toBe(committed);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let calls = 0;
    const flaky = perDatabase(async () => {
      calls++;
      if (calls === 1) throw new Error('first load fails');
      return 'loaded';
    });
    await expect(flaky(db)).rejects.toThrow('first load fails');
    expect(await flaky(db)).toBe('loaded');
    expect(calls).toBe(2);
  });

  it('keeps at most maxKeys keys, dropping the oldest', async () => {
    const loads: number[] = [];
    const square = perDatabaseKeyed(
      async (_d: Db, n: number) => {
        loads.push(n);
        return n * n;
      },
      { maxKeys: 2 },
    );
    forgetPerDatabase(db);
    for (const n of [1, 2, 3, 3, 2, 1]) await square(db, n);
    expect(loads).toEqual([1, 2, 3, 1]);
  });
});
