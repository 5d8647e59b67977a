import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import { ensureSeeded } from '../seed/seed';
import type { Db } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { asOperator, TEST_URL, terminateBackends, uniqueSchema } from './pg-test-schema';

describe('the server when PostgreSQL drops its connections', () => {
  const schema = uniqueSchema('faults');
  const warnings: string[] = [];
  let db: Db;
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    db = await openDatabase({ url: TEST_URL, schema, poolSize: 4, onWarning: (m) => warnings.push(m) });
    await migrate(db);
    await ensureSeeded(db, { products: 80 });
    api = createApi({ db, logError: () => undefined });
  });
  afterAll(async () => {
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
  });

  const status = async (path: string) =>
    (await api.fetch(new Request(`http://api.test/api/v4${path}`))).status;
  const catalogue = '/catalog/products?perPage=5';

  it('survives idle connections being terminated, and serves again on new ones', async () => {
    // Fill the pool with idle connections.
    await Promise.all(Array.from({ length: 4 }, () => db.query('SELECT pg_sleep(0.05)')));
    // On a busy machine a connection may still show as active for a moment after its answer.
    let killed = 0;
    await vi.waitFor(async () => {
      killed += await terminateBackends(schema, 'idle');
      expect(killed).toBeGreaterThan(0);
    });
    // The pool hears of each drop when its socket closes: wait for all of them before asking again
    // (a connection not yet heard of would be handed out and fail its query).
    const heard = () =>
      warnings.filter((w) => /dropped an idle connection|listener lost its connection/.test(w)).length;
    await vi.waitFor(() => expect(heard()).toBeGreaterThanOrEqual(killed));
    // Still alive (an unheard pool 'error' event would have ended this process), and serving.
    expect(await status(catalogue)).toBe(200);
    expect(await status('/cities')).toBe(200);
  });

  it('under load, costs only the statements in flight, which fail as "unavailable"', async () => {
    // Four run (the pool's size), the others wait for a connection and get a new one.
    const inFlight = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0 ? db.query('SELECT pg_sleep(2)') : db.transaction((tx) => tx.query('SELECT pg_sleep(2)')),
    );
    const settled = Promise.allSettled(inFlight);
    // Wait until the statements run, then cut every connection of this store.
    for (let killed = 0; killed === 0; ) {
      const running = await asOperator<{ n: number }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'SELECT pg_sleep(2)%'",
        [`verstak/${schema}`],
      );
      if ((running[0]?.n ?? 0) > 0) killed = await terminateBackends(schema, 'all');
    }
    const results = await settled;
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(isDatabaseUnavailable(failure)).toBe(true);
    // Later requests get new connections.
    const later = await Promise.all(Array.from({ length: 8 }, () => status(catalogue)));
    expect(later).toEqual(Array(8).fill(200));
    expect((await db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one')))[0]?.one).toBe(1);
  });

  it('does not call a bad query "unavailable"', async () => {
    const error = await db.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('servers starting at once on an empty PostgreSQL schema', () => {
  const schema = uniqueSchema('startup');
  const dbs: Db[] = [];
  afterAll(async () => {
    await dbs[0]?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await Promise.all(dbs.map((d) => d.close()));
  });

  it('all migrate and start, and exactly one of them seeds', async () => {
    for (let i = 0; i < 3; i++) dbs.push(await openDatabase({ url: TEST_URL, schema }));
    const seeded = await Promise.all(
      dbs.map(async (d) => {
        await migrate(d);
        return ensureSeeded(d, { products: 60 });
      }),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [row] = await dbs[0]!.query<{ n: number }>('SELECT count(*) AS n FROM products');
    expect(row?.n).toBe(60);
    const migrations = await dbs[1]!.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
    expect(migrations[0]?.n).toBeGreaterThanOrEqual(3);
  });
});
