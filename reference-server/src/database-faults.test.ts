// A database that goes away mid-request costs that request a 503, never a 500, and the next request
// is served once it is back. The drop is injected at the Db boundary (the real-PostgreSQL suites in
// src/db/*.pg.test.ts cut real connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './create-api';
import type { Db } from './db/database';
import { newKey, ordersKit } from './testing/orders-kit';
import { ORDERS_NOW } from './testing/orders-suite';
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
    api = createApi({ db: flaky, logError: (line) => logged.push(line) });
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

// A full disk (PostgreSQL's class 53: 53100 «could not extend file») is a passing fault like a dropped
// database: every write fails until space is freed, then works again without a restart. The fault is
// raised by the database itself, inside the real checkout's INSERT of the order, so the error is the
// driver's own: it carries the buyer's name, phone and e-mail (PGlite hangs the query's parameters on it).
describe('checkouts while the disk is full', () => {
  let db: Db;
  const lines: string[] = [];
  let now = ORDERS_NOW;
  let kit: ReturnType<typeof ordersKit>;

  beforeAll(async () => {
    db = await seededDatabase(40);
    kit = ordersKit(db, () => now, { logError: (line) => lines.push(line) });
    await db.exec(`
      CREATE TABLE test_disk (full_up boolean NOT NULL);
      INSERT INTO test_disk VALUES (false);
      CREATE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT full_up FROM test_disk) THEN
          RAISE EXCEPTION 'could not extend file "base/16384/16522": No space left on device'
            USING ERRCODE = '53100', DETAIL = format('Failing row contains (%s, %s, %s)', NEW.name, NEW.phone, NEW.email);
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_disk_full BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION test_disk_full();`);
  });
  afterAll(() => db.close());

  it('answers 503 "unavailable" with Retry-After, logs one line without the buyer, and takes the order once space is freed', async () => {
    const p = await kit.stockedProduct({ delivery: 30, price: 2490 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const shopper = await kit.guest();
        await kit.fillBasket(shopper.fUserId, [{ id: p.id, quantity: 1 }]);
        return { shopper, version: await kit.basketVersion(shopper), key: newKey() };
      }),
    );
    const form = (version: string) => {
      const f = kit.checkoutForm(version, { address: 'ул. Садовая, д. 17, кв. 43' });
      f.set('name', 'Анна Петрова');
      f.set('phone', '+7 (911) 222-33-44');
      f.set('email', 'anna.petrova@example.ru');
      return f;
    };
    const place = (b: (typeof buyers)[number]) =>
      kit.api.fetch(
        new Request('http://api.test/api/v4/catalog/orders/make', {
          method: 'POST',
          headers: { Authorization: `Bearer ${b.shopper.token}`, 'Idempotency-Key': b.key },
          body: form(b.version),
        }),
      );

    await db.query('UPDATE test_disk SET full_up = true');
    const refused = await Promise.all(buyers.map(place));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({ code: 'unavailable' });
    }
    expect(await kit.count('SELECT 1 FROM orders')).toBe(0);
    expect(await kit.stockOf(p.id)).toBe(30);

    // Twenty identical faults are one line; the next one after 10 s brings the count.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'verstak: POST /api/v4/catalog/orders/make → 503: DatabaseError sqlstate=53100 (disk_full): could not extend file "…": No space left on device',
    );
    now += 10_000;
    expect((await place(buyers[0] as (typeof buyers)[number])).status).toBe(503);
    expect(lines).toEqual([lines[0], `${lines[0]} (×19 more in 10 s)`]);
    const text = lines.join('\n');
    for (const b of buyers) {
      expect(text).not.toContain(b.shopper.fUserId);
      expect(text).not.toContain(b.key);
    }
    for (const personal of ['Анна', 'Петрова', '911', '222-33-44', 'anna.petrova', 'example.ru', 'Садовая'])
      expect(text).not.toContain(personal);

    // Space is freed: the same requests, with their keys, are served — no restart.
    await db.query('UPDATE test_disk SET full_up = false');
    const placed = await Promise.all(buyers.map(place));
    expect(placed.map((a) => a.status)).toEqual(buyers.map(() => 200));
    expect(await kit.count('SELECT 1 FROM orders')).toBe(20);
    expect(await kit.stockOf(p.id)).toBe(10);
  });
});
