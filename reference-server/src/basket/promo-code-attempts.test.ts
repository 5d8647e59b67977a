import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { SEEDED_PROMO_CODES } from '../seed/commerce-seed';
import { seededDatabase } from '../testing/seeded-database';
import { type Answer, connection, TestBrowser } from '../testing/test-browser';
import { PROMO_ADDRESS_MISSES, PROMO_VISITOR_MISSES } from './promo-code-attempts';

// Promo code guessing (issue 17): misses are limited per visitor and per client address, a fresh guest
// identity sheds neither the address's count nor a lock, and a code the store keeps to itself answers
// as an unknown one when it does not work.

describe('promo code guessing', () => {
  let db: Db;
  let now = Date.UTC(2026, 10, 23, 12);
  let api: ReturnType<typeof createApi>;
  let productId: number;
  let addresses = 0;
  /** A form POST of the basket family as the browser `b` sends it (its token, its address). */
  const post = async (b: TestBrowser, path: string, form: Record<string, string>): Promise<Answer> => {
    const response = await api.fetch(
      new Request(`http://api.test/api/v4${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${b.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(form).toString(),
      }),
      connection(b.options.address, 'api.test'),
    );
    return {
      status: response.status,
      body: await response.json(),
      headers: response.headers,
      setCookies: [],
    };
  };
  const addOne = (b: TestBrowser) => post(b, '/catalog/basket/add', { productId: String(productId) });
  /** A guest of its own (a fresh `POST /users/refresh` without a session) from `address`. */
  const guest = async (address: string) => {
    const b = new TestBrowser(() => api, { address });
    expect((await b.post('/users/refresh', '')).status).toBe(200);
    expect((await addOne(b)).status).toBe(200);
    return b;
  };
  const freshAddress = () => `198.51.100.${++addresses}`;
  const tryCode = (b: TestBrowser, promoCode: string) =>
    post(b, '/catalog/basket/set-promo-code', { promoCode });
  const missesUntilLocked = async (b: () => Promise<TestBrowser> | TestBrowser, limit: number) => {
    for (let i = 0; i < limit; i++) {
      const answer = await tryCode(await b(), `GUESS${i}`);
      expect([answer.status, answer.body.errors?.promoCode]).toEqual([422, 'Промокод не найден']);
    }
  };

  beforeAll(async () => {
    db = await seededDatabase(300);
    api = createApi({ db, clock: { now: () => now } });
    const [row] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE is_available AND delivery_stock > 0 ORDER BY id LIMIT 1',
    );
    productId = row?.id as number;
  });
  afterAll(() => db.close());

  it(`locks a visitor after ${PROMO_VISITOR_MISSES} misses with a Russian 429; the basket and a kept code go on`, async () => {
    const b = await guest(freshAddress());
    await missesUntilLocked(() => b, PROMO_VISITOR_MISSES);
    const locked = await tryCode(b, SEEDED_PROMO_CODES.brand);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    expect(locked.body.errors?.common).toMatch(
      /^Слишком много попыток ввести промокод\. Повторите через 15 минут \(в \d\d:\d\d по Москве\)$/,
    );
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The basket still changes (no new code in it).
    expect((await addOne(b)).status).toBe(200);
    // 15 minutes later the visitor may try again.
    now += 15 * 60 * 1000 + 1000;
    expect((await tryCode(b, 'NOPE')).body.errors?.promoCode).toBe('Промокод не найден');
  });

  it('a known good code between guesses does not reset the count', async () => {
    const b = await guest(freshAddress());
    for (let round = 0; round < 2; round++) {
      await missesUntilLocked(() => b, PROMO_VISITOR_MISSES / 2 - 1);
      expect((await tryCode(b, SEEDED_PROMO_CODES.percent)).status).not.toBe(429);
    }
    // 8 misses so far: the 9th and 10th are answered, the 11th is locked.
    await missesUntilLocked(() => b, 2);
    expect((await tryCode(b, 'ANOTHER')).status).toBe(429);
    now += 15 * 60 * 1000 + 1000;
  });

  it(`a fresh guest identity per guess is held by the address (${PROMO_ADDRESS_MISSES} misses), another address is not`, async () => {
    const address = freshAddress();
    await missesUntilLocked(() => guest(address), PROMO_ADDRESS_MISSES);
    const next = await tryCode(await guest(address), 'GUESS-MORE');
    expect(next.status).toBe(429);
    expect(next.body.errors?.common).toMatch(/^Слишком много попыток ввести промокод/);
    // A shopper elsewhere is not touched.
    const other = await tryCode(await guest(freshAddress()), 'NOPE');
    expect(other.body.errors?.promoCode).toBe('Промокод не найден');
    now += 15 * 60 * 1000 + 1000;
  });

  it('twenty guesses at once from one visitor count every one: no more than the limit are answered', async () => {
    const b = await guest(freshAddress());
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => tryCode(b, `RACE${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PROMO_VISITOR_MISSES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - PROMO_VISITOR_MISSES);
    now += 15 * 60 * 1000 + 1000;
  });

  it('a code the store keeps to itself answers as unknown when it does not work; a published one says why', async () => {
    const b = await guest(freshAddress());
    await db.query(
      `INSERT INTO promo_codes (code, title, kind, value, starts_at) VALUES ('SECRET-LATER', 'Позже', 'percent', 5, $1)`,
      [new Date(now + 86_400_000).toISOString()],
    );
    const hidden = [SEEDED_PROMO_CODES.expired, SEEDED_PROMO_CODES.exhausted, 'SECRET-LATER'];
    for (const code of hidden)
      expect([code, (await tryCode(b, code)).body.errors?.promoCode]).toEqual([code, 'Промокод не найден']);
    await db.query('UPDATE promo_codes SET is_public = true WHERE code = ANY($1)', [hidden]);
    try {
      const why = [];
      for (const code of hidden) why.push((await tryCode(b, code)).body.errors?.promoCode);
      expect(why).toEqual(['Промокод истёк', 'Промокод уже использован', 'Промокод ещё не действует']);
    } finally {
      await db.query('UPDATE promo_codes SET is_public = false WHERE code = ANY($1)', [hidden]);
      await db.query(`DELETE FROM promo_codes WHERE code = 'SECRET-LATER'`);
    }
  });
});
