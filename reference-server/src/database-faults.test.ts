// A database that goes away mid-request costs that request a 503, never a 500, and the next request
// is served once it is back. The drop is injected at the Db boundary (the real-PostgreSQL suites in
// src/db/*.pg.test.ts cut real connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import type { Db } from './db/database';
import { seededDatabase } from './testing/seeded-database';

/** A connection error as node-postgres reports an admin shutdown (SQLSTATE 57P01). */
function connectionDropped(): Error {
  return Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
}

describe('the API when the database drops out', () => {
  let real: Db;
  let down = false;
  const logged: unknown[] = [];
  let api: ReturnType<typeof createApi>;

  beforeAll(async () => {
    real = await seededDatabase(40);
    const flaky: Db = {
      ...real,
      query: (sql, params) => (down ? Promise.reject(connectionDropped()) : real.query(sql, params)),
      inTransaction: false,
      kind: real.kind,
    };
    api = createApi({ db: flaky, logError: (error) => logged.push(error) });
  });
  afterAll(() => real.close());

  it('answers 503 "unavailable" with Retry-After while it is gone, and serves again when it is back', async () => {
    down = true;
    const answer = await api.fetch(new Request('http://api.test/api/v4/catalog/search?q=дрель'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toMatchObject({ code: 'unavailable' });
    expect(logged).toHaveLength(1);
    down = false;
    expect((await api.fetch(new Request('http://api.test/api/v4/catalog/search?q=дрель'))).status).toBe(200);
  });
});
