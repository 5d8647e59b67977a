import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../create-api';
import { seed } from '../seed/seed';
import type { Db } from './database';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { asOperator, TEST_URL, terminateBackends, uniqueSchema } from './pg-test-schema';
import { TYPES_ROW, TYPES_SQL } from './type-parsers.fixture';

// Two server instances (as two processes would be) on one PostgreSQL database and schema.
describe('catalogue caches of two servers on one PostgreSQL', () => {
  const schema = uniqueSchema('cache');
  const warnings: string[] = [];
  let a: Db;
  let b: Db;
  let apiB: ReturnType<typeof createApi>;

  beforeAll(async () => {
    a = await openDatabase({ url: TEST_URL, schema, onWarning: (m) => warnings.push(m) });
    b = await openDatabase({ url: TEST_URL, schema, onWarning: (m) => warnings.push(m) });
    await migrate(a);
    await seed(a, { products: 80 });
    apiB = createApi({ db: b });
  });
  afterAll(async () => {
    await b.close();
    await a.exec(`DROP SCHEMA ${schema} CASCADE`);
    await a.close();
  });

  const get = async <T>(path: string): Promise<T> => {
    const response = await apiB.fetch(new Request(`http://api.test/api/v4${path}`));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  const firstCity = async () =>
    (await get<{ items: { locationId: string; name: string }[] }>('/cities')).items[0];
  const sectionTitle = async (url: string) =>
    (await get<{ items: { url: string; title: string }[] }>('/catalog/sections')).items.find(
      (s) => s.url === url,
    )?.title;

  it('serves a city renamed through the other server within a second', async () => {
    const city = await firstCity();
    const renamed = `${city?.name} (переименован)`;
    // B has the cities memoized now; A writes.
    await a.query('UPDATE cities SET name = $1 WHERE location_id = $2', [renamed, city?.locationId ?? '']);
    await vi.waitFor(async () => expect((await firstCity())?.name).toBe(renamed), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('serves a section retitled by an operator in psql (schema named in full) within a second', async () => {
    const [section] = await a.query<{ url: string; title: string }>(
      'SELECT url, title FROM sections ORDER BY id LIMIT 1',
    );
    expect(await sectionTitle(section?.url ?? '')).toBe(section?.title);
    await asOperator(`UPDATE ${schema}.sections SET title = title || ' 2' WHERE url = $1`, [section?.url]);
    await vi.waitFor(async () => expect(await sectionTitle(section?.url ?? '')).toBe(`${section?.title} 2`), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('drops its caches when its listening connection comes back, since notices may have been missed', async () => {
    const city = await firstCity();
    // Kill every connection of this store (B's listener among them) and write while it reconnects.
    await terminateBackends(schema, 'all');
    await asOperator(`UPDATE ${schema}.cities SET name = 'Пропущенный' WHERE location_id = $1`, [
      city?.locationId,
    ]);
    await vi.waitFor(async () => expect((await firstCity())?.name).toBe('Пропущенный'), {
      timeout: 5000,
      interval: 50,
    });
    expect(warnings.some((w) => /listener lost its connection|dropped an idle connection/.test(w))).toBe(
      true,
    );
  });

  it('gives the same JS values as PGlite for the same SQL', async () => {
    expect(await b.query(TYPES_SQL)).toEqual([TYPES_ROW]);
  });
});
