import { catalogCalls, homeCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { accountKit } from '../testing/account-kit';
import { seededDatabase } from '../testing/seeded-database';

/** A Moscow wall-clock time as an instant: Moscow is UTC+3. */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);

describe('pickup promised by Moscow time and the shop hours (§2.2 stores/)', () => {
  let db: Db;
  let now = msk('2026-11-26T12:00:00');
  let kit: ReturnType<typeof accountKit>;
  let code = '';

  beforeAll(async () => {
    db = await seededDatabase(60);
    kit = accountKit(db, () => now);
    // A product on a shelf of the default city (Moscow's shops close at 20:00 on weekdays).
    const [row] = await db.query<{ code: string }>(
      `SELECT p.code FROM products p JOIN stock st ON st.product_id = p.id JOIN shops sh ON sh.id = st.shop_id
       JOIN cities c ON c.id = sh.city_id AND c.is_default WHERE st.quantity > 0 AND p.is_available ORDER BY p.id LIMIT 1`,
    );
    code = row?.code ?? '';
  }, 120_000);
  afterAll(() => db.close());

  const stores = async () => (await kit.call(catalogCalls.product, { code })).data.product;

  it('promises pickup today at noon on a Thursday, with each shop hours and phone', async () => {
    now = msk('2026-11-26T12:00:00');
    const product = await stores();
    const shop = product.stock.find((s) => s.quantity > 0);
    expect(shop).toMatchObject({
      schedule: 'Пн–Пт 8:00–20:00, Сб–Вс 9:00–18:00',
      pickup: { date: '2026-11-26', text: 'Самовывоз сегодня до 20:00' },
    });
    expect(shop?.phones.length).toBeGreaterThan(0);
    expect(product.deliveryShort).toBe('Самовывоз сегодня');
    // A shop without the product promises nothing.
    for (const empty of product.stock.filter((s) => s.quantity === 0)) expect(empty.pickup).toBeNull();
  });

  it('at 22:10, after the shops closed at 20:00, promises tomorrow from opening, never today', async () => {
    now = msk('2026-11-26T22:10:00');
    const product = await stores();
    expect(product.stock.find((s) => s.quantity > 0)?.pickup).toEqual({
      date: '2026-11-27',
      text: 'Самовывоз завтра с 8:00',
    });
    expect(product.deliveryShort).toBe('Самовывоз завтра');
    // The home page's cards are cached, and still say the day as of now.
    const home = await kit.call(homeCalls.main, {});
    expect(
      home.data.hits.filter((c) => c.deliveryShort.startsWith('Самовывоз')).map((c) => c.deliveryShort),
    ).not.toContain('Самовывоз сегодня');
  });
});
