import { formatPrice, identityCalls, ordersCalls, supportCalls } from '@verstak/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICT_ATTEMPTS } from '../db/conflict-retry';
import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { moscowDate } from '../orders/delivery-dates';
import { SEED_PASSWORD, SEEDED_LOGINS } from '../seed/accounts-seed';
import { seed } from '../seed/seed';
import { newKey, ordersKit, type Shopper } from './orders-kit';

/** The fixed instant the checks run at: 2026-11-23 15:00 Moscow (before the pickup same-day hour). */
export const ORDERS_NOW = Date.UTC(2026, 10, 23, 12);
/** The kit's clock: ORDERS_NOW unless a test moves it (and puts it back). */
let now = ORDERS_NOW;

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);

/**
 * Checkout, orders, stock and idempotency through the real API, with races: run on PGlite
 * (orders.test.ts) and on a real PostgreSQL (orders.pg.test.ts), where concurrent transactions
 * really do overlap.
 */
export function ordersSuite(name: string, open: () => Promise<{ db: Db; dispose(): Promise<void> }>): void {
  describe(name, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let kit: ReturnType<typeof ordersKit>;
    let shop: { id: number; city_id: number; address: string };
    let skip = 0;
    /** Each test its own product, so that tests never share stock. */
    const product = (options: { delivery: number; shop?: number; price?: number }) =>
      kit.stockedProduct({ ...options, shopId: shop.id, skip: skip++ });

    beforeAll(async () => {
      ({ db, dispose } = await open());
      await migrate(db);
      await seed(db, { products: 300 });
      kit = ordersKit(db, () => now);
      shop = await kit.firstShop();
    });
    afterAll(async () => {
      await dispose();
    });

    /** A guest with `quantity` of a product in the basket, and the version shown at checkout. */
    const shopperWith = async (p: { id: number }, quantity: number, who?: Shopper) => {
      const shopper = who ?? (await kit.guest());
      await kit.fillBasket(shopper.fUserId, [{ id: p.id, quantity }]);
      return { shopper, version: await kit.basketVersion(shopper) };
    };

    it('places a pickup order: stock reserved from the shop, the ordered line gone from the basket, the order shown', async () => {
      const bought = await product({ delivery: 0, shop: 4, price: 5990 });
      const { shopper, version } = await shopperWith(bought, 3);
      const answer = await kit.callWithForm(
        ordersCalls.make,
        kit.checkoutForm(version, { shopId: shop.id }),
        { token: shopper.token },
      );
      expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
      const order = answer.data.order;
      expect(order.number).toMatch(/^В-\d{6,}$/);
      expect(order).toMatchObject({
        status: 'new',
        statusTitle: 'Принят',
        deliveryCode: 'pickup',
        deliveryService: 'Самовывоз',
        shopId: shop.id,
        address: shop.address,
        orderSum: 3 * 5990,
        total: 3 * 5990,
        price: 3 * 5990,
        paymentStatus: 'unpaid',
        isAvailablePay: false,
        isFinished: false,
        deliveryTime: '10:00 - 12:00',
        deliveryDate: '2026-11-23',
      });
      expect(order.products).toEqual([
        expect.objectContaining({ id: bought.id, quantity: 3, price: 5990, sum: 3 * 5990 }),
      ]);
      expect(await kit.stockOf(bought.id, shop.id)).toBe(1);
      expect(
        await kit.count(
          'SELECT 1 FROM order_reservations WHERE order_id = $1 AND product_id = $2 AND quantity = 3',
          [order.id, bought.id],
        ),
      ).toBe(1);
      expect(await kit.count('SELECT 1 FROM basket_lines WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      expect(
        await kit.count("SELECT 1 FROM order_events WHERE order_id = $1 AND kind = 'placed'", [order.id]),
      ).toBe(1);

      const detail = await kit.call(ordersCalls.detailPage, { id: order.id }, { token: shopper.token });
      expect(detail.status).toBe(200);
      expect(detail.data.order.number).toBe(order.number);
      expect(detail.data.cancelReasons.length).toBeGreaterThan(0);
      const list = await kit.call(ordersCalls.page, {}, { token: shopper.token });
      expect(list.data.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
      expect(list.data.sidebar).toBeNull();

      const stranger = await kit.guest();
      const hidden = await kit.call(ordersCalls.detailPage, { id: order.id }, { token: stranger.token });
      expect(hidden).toMatchObject({ status: 404, code: 'order_not_found' });
      expect(hidden.errors?.common).toBe(`Ошибка: заказ №${order.id} не найден.`);
    });

    it('removes exactly the ordered lines: a courier order leaves a line it did not take', async () => {
      const a = await product({ delivery: 5, price: 1000 });
      const shopper = await kit.guest();
      await kit.fillBasket(shopper.fUserId, [{ id: a.id, quantity: 2 }]);
      const version = await kit.basketVersion(shopper);
      const answer = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      expect(answer.status, JSON.stringify(answer.errors)).toBe(200);
      // Placing the order is the consent the checkout states by its button (152-ФЗ): it is recorded.
      const [consent] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM consents WHERE form = 'checkout' AND visitor = $1",
        [shopper.fUserId],
      );
      expect(consent?.n).toBe(1);
      expect(answer.data.order).toMatchObject({
        deliveryCode: 'courier',
        deliveryService: 'Курьером',
        deliveryDate: '2026-11-24',
        deliveryPrice: 390,
        total: 2000 + 390,
      });
      expect(await kit.stockOf(a.id)).toBe(3);
      // The address is offered again at the next checkout.
      const addresses = await kit.call(
        ordersCalls.deliveryAddresses,
        { q: '\u043b\u0435\u043d\u0438\u043d\u0430' },
        { token: shopper.token },
      );
      expect(addresses.data.items).toEqual([
        expect.objectContaining({ id: -answer.data.order.id, address: 'ул. Ленина, д. 1, кв. 2' }),
      ]);
      const none = await kit.call(
        ordersCalls.deliveryAddresses,
        { q: '\u043c\u0438\u0440\u0430' },
        { token: shopper.token },
      );
      expect(none.data.items).toEqual([]);
    });

    it('refuses a basket whose price changed since it was shown, naming the old and new price, and gives the new basket', async () => {
      const p = await product({ delivery: 5, price: 5990 });
      const { shopper, version } = await shopperWith(p, 1);
      await db.query('UPDATE products SET price = 6490 WHERE id = $1', [p.id]);
      const refused = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      expect(refused).toMatchObject({ status: 409, code: 'basket_changed' });
      expect(refused.errors?.common).toContain(
        `Цена «${p.title}» изменилась: ${formatPrice(5990)} → ${formatPrice(6490)}`,
      );
      expect(refused.details.basket.items[0].price).toBe(6490);
      expect(refused.details.basket.version).not.toBe(version);
      expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      expect(await kit.stockOf(p.id)).toBe(5);
      // Confirming the new basket places it at the new price.
      const placed = await kit.callWithForm(
        ordersCalls.make,
        kit.checkoutForm(refused.details.basket.version),
        { token: shopper.token },
      );
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      expect(placed.data.order.orderSum).toBe(6490);
    });

    describe('courier delivery is priced by the city of its address, never on trust', () => {
      /** A city's id and locationId (the request's `currentCity`). */
      const cityOf = async (subdomain: string) => {
        const [row] = await db.query<{ id: number; location_id: string }>(
          'SELECT id, location_id FROM cities WHERE subdomain = $1',
          [subdomain],
        );
        if (!row) throw new Error(`No city ${subdomain}`);
        return row;
      };
      const SPB_ADDRESS = 'Санкт-Петербург, Невский пр., д. 1, кв. 5';
      /** A guest whose basket of one 6 000 ₽ product was shown at checkout in `city`. */
      const shownIn = async (p: { id: number }, city: { location_id: string }) => {
        const shopper = await kit.guest();
        await kit.fillBasket(shopper.fUserId, [{ id: p.id, quantity: 1 }]);
        const page = await kit.call(
          ordersCalls.makePage,
          {},
          { token: shopper.token, city: String(city.location_id) },
        );
        expect(page.status).toBe(200);
        return { shopper, basket: page.data.basket, courier: page.data.deliveries.courier };
      };
      const checkoutIn = (city: { location_id: string }, shopper: Shopper, form: FormData, key?: string) =>
        kit.callWithForm(ordersCalls.make, form, {
          token: shopper.token,
          ...(key ? { key } : {}),
          city: String(city.location_id),
        });

      it("a basket shown in Petersburg at 690 ₽ delivery and sent with Moscow's cityId pays Petersburg's 690 ₽", async () => {
        const [spb, moscow] = [await cityOf('spb'), await cityOf('moskva')];
        const p = await product({ delivery: 10, price: 6000 });
        const { shopper, basket, courier } = await shownIn(p, spb);
        expect([basket.delivery!.price, courier.price]).toEqual([690, 690]);
        const form = kit.checkoutForm(basket.version, { address: SPB_ADDRESS });
        form.set('cityId', String(moscow.id));
        const placed = await checkoutIn(spb, shopper, form);
        expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
        expect(placed.data.order).toMatchObject({ deliveryPrice: 690, total: 6690, address: SPB_ADDRESS });
        const [row] = await db.query<{ city_id: number }>('SELECT city_id FROM orders WHERE id = $1', [
          placed.data.order.id,
        ]);
        expect(row?.city_id).toBe(spb.id);
      });

      it('refuses a checkout whose total is not the one shown (409 price_changed with both totals), placing nothing', async () => {
        const [spb, moscow] = [await cityOf('spb'), await cityOf('moskva')];
        const p = await product({ delivery: 10, price: 6000 });
        // The tampered form: Moscow's cityId and a total without the delivery the page showed.
        const { shopper, basket } = await shownIn(p, spb);
        const form = kit.checkoutForm(basket.version, { address: SPB_ADDRESS });
        form.set('cityId', String(moscow.id));
        form.set('total', '6000');
        const refused = await checkoutIn(spb, shopper, form);
        expect(refused).toMatchObject({ status: 409, code: 'price_changed' });
        expect(refused.errors?.common).toBe(
          `Цена изменилась: было ${formatPrice(6000)}, теперь ${formatPrice(6690)}. Доставка курьером в Санкт-Петербурге — ${formatPrice(690)}. Проверьте сумму и оформите заказ ещё раз.`,
        );
        expect(refused.details).toMatchObject({
          shownTotal: 6000,
          total: 6690,
          deliveryPrice: 690,
          deliveryCity: 'Санкт-Петербург',
        });
        expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
        expect(await kit.stockOf(p.id)).toBe(10);
        // The total it names is accepted.
        form.set('total', String(refused.details.total));
        expect((await checkoutIn(spb, shopper, form)).status).toBe(200);

        // Shown in Moscow (free from 5 000 ₽), sent to Petersburg without a total: the delivery is
        // not the one the confirmed basket showed.
        const moscowShopper = await shownIn(p, moscow);
        expect(moscowShopper.basket.delivery!.price).toBe(0);
        const unshown = await checkoutIn(
          moscow,
          moscowShopper.shopper,
          kit.checkoutForm(moscowShopper.basket.version, { address: `г. ${SPB_ADDRESS}` }),
        );
        expect(unshown).toMatchObject({ status: 409, code: 'price_changed' });
        expect(unshown.details).toMatchObject({ shownTotal: 6000, total: 6690 });
        // Sent with the total it was shown, a Moscow address is placed free.
        const local = kit.checkoutForm(moscowShopper.basket.version, { address: 'Москва, ул. Ленина, 1' });
        local.set('total', '6000');
        const free = await checkoutIn(moscow, moscowShopper.shopper, local);
        expect(free.status, JSON.stringify(free.errors)).toBe(200);
        expect(free.data.order).toMatchObject({ deliveryPrice: 0, total: 6000 });
      });

      it('refuses an unknown city, a town without our courier and an address naming two cities, in Russian', async () => {
        const p = await product({ delivery: 10, price: 6000 });
        const { shopper, basket } = await shownIn(p, await cityOf('moskva'));
        const send = async (fields: Record<string, string>) => {
          const form = kit.checkoutForm(basket.version);
          for (const [k, v] of Object.entries(fields)) form.set(k, v);
          return kit.callWithForm(ordersCalls.make, form, { token: shopper.token });
        };
        const noCity = await send({ cityId: '999999' });
        expect([noCity.status, noCity.errors]).toEqual([400, { cityId: 'Выберите город из списка' }]);
        const far = await send({ address: 'г. Владивосток, ул. Светланская, 1' });
        expect([far.status, far.errors]).toEqual([
          400,
          {
            address:
              'Курьер не доставляет в город Владивосток: укажите адрес в городе из списка или выберите самовывоз',
          },
        ]);
        const two = await send({ address: 'Москва, Невский пр., 1, Санкт-Петербург' });
        expect(two.status).toBe(400);
        expect(two.errors?.address).toMatch(/^В адресе несколько городов \(Москва, Санкт-Петербург\)/);
        expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      });

      it('20 concurrent checkouts with tampered totals are all refused; nothing is placed or reserved', async () => {
        const spb = await cityOf('spb');
        const p = await product({ delivery: 20, price: 6000 });
        const buyers = await Promise.all(Array.from({ length: 20 }, () => shownIn(p, spb)));
        const answers = await Promise.all(
          buyers.map(({ shopper, basket }, i) => {
            const form = kit.checkoutForm(basket.version, { address: SPB_ADDRESS });
            form.set('total', String(6000 + i));
            return checkoutIn(spb, shopper, form, newKey());
          }),
        );
        expect(answers.map((a) => a.code)).toEqual(Array.from({ length: 20 }, () => 'price_changed'));
        expect(await kit.count('SELECT 1 FROM order_lines WHERE product_id = $1', [p.id])).toBe(0);
        expect(await kit.count('SELECT 1 FROM order_reservations WHERE product_id = $1', [p.id])).toBe(0);
        expect(await kit.stockOf(p.id)).toBe(20);
      });

      it('prices a one-click courier order by the city its address names too', async () => {
        const p = await product({ delivery: 3, price: 6000 });
        const shopper = await kit.guest();
        // Shown on the Moscow site: free delivery from 5 000 ₽.
        const shown = await kit.call(
          ordersCalls.fastPrice,
          { productId: p.id, quantity: 1 },
          { token: shopper.token },
        );
        expect(shown.data.total).toBe(6000);
        const order = {
          productId: p.id,
          quantity: 1,
          name: 'Олег',
          phone: '9112223344',
          address: SPB_ADDRESS,
        };
        const refused = await kit.call(
          ordersCalls.fastMake,
          { ...order, total: '6000' },
          { token: shopper.token },
        );
        expect(refused).toMatchObject({ status: 409, code: 'price_changed' });
        expect(refused.details).toMatchObject({ shownTotal: 6000, total: 6690, deliveryPrice: 690 });
        const placed = await kit.call(ordersCalls.fastMake, order, { token: shopper.token });
        expect(placed.data.order).toMatchObject({ deliveryPrice: 690, total: 6690 });
      });
    });

    it('refuses an order the stock cannot cover any more, naming what is left, and keeps the stock', async () => {
      const p = await product({ delivery: 0, shop: 5 });
      const { shopper, version } = await shopperWith(p, 4);
      await db.query('UPDATE stock SET quantity = 2 WHERE product_id = $1 AND shop_id = $2', [p.id, shop.id]);
      const refused = await kit.callWithForm(
        ordersCalls.make,
        kit.checkoutForm(version, { shopId: shop.id }),
        { token: shopper.token },
      );
      expect(refused).toMatchObject({ status: 409, code: 'out_of_stock' });
      expect(refused.errors?.common).toContain(`Товара «${p.title}» осталось 2 шт.`);
      expect(refused.details.missing).toEqual([{ id: p.id, left: 2 }]);
      expect(refused.details.basket.items).toHaveLength(1);
      expect(await kit.stockOf(p.id, shop.id)).toBe(2);
    });

    it('20 concurrent buyers of the last 5 units get exactly 5 orders', async () => {
      const p = await product({ delivery: 5, price: 990 });
      const buyers = await Promise.all(Array.from({ length: 20 }, () => shopperWith(p, 1)));
      const answers = await Promise.all(
        buyers.map(({ shopper, version }) =>
          kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
            token: shopper.token,
            key: newKey(),
          }),
        ),
      );
      const placed = answers.filter((a) => a.status === 200);
      expect(placed).toHaveLength(5);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(['out_of_stock', 'basket_changed']).toContain(refused.code);
      }
      expect(await kit.stockOf(p.id)).toBe(0);
      expect(await kit.count('SELECT 1 FROM order_lines WHERE product_id = $1', [p.id])).toBe(5);
      expect(await kit.count('SELECT 1 FROM order_reservations WHERE product_id = $1', [p.id])).toBe(5);
    });

    it('16 buyers of one product at once, half by courier and half by pickup, round after round: every one placed, none a 5xx', async () => {
      // The drill that deadlocked on PostgreSQL: a courier checkout locks the product's row, a pickup
      // checkout's reservation checks that row's key, and both stock writes used to bump one version row.
      const rounds = 6;
      const buyers = 16;
      // The shop has exactly what the rounds take (its last unit sold is a change the cards show); the
      // warehouse one more (an empty one would change the basket's courier offer mid-round).
      const half = (rounds * buyers) / 2;
      const p = await product({ delivery: half + 1, shop: half, price: 1490 });
      const statuses = new Map<number, number>();
      for (let round = 0; round < rounds; round++) {
        const shoppers = await Promise.all(Array.from({ length: buyers }, () => shopperWith(p, 1)));
        const answers = await Promise.all(
          shoppers.map(({ shopper, version }, i) =>
            kit.callWithForm(
              ordersCalls.make,
              kit.checkoutForm(version, i % 2 === 0 ? {} : { shopId: shop.id }),
              { token: shopper.token, key: newKey() },
            ),
          ),
        );
        for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 200: rounds * buyers });
      expect(await kit.stockOf(p.id)).toBe(1);
      expect(await kit.stockOf(p.id, shop.id)).toBe(0);
      expect(await kit.count('SELECT 1 FROM order_reservations WHERE product_id = $1', [p.id])).toBe(
        rounds * buyers,
      );
    });

    it('runs a checkout again that PostgreSQL rolled back for a deadlock; past the retries it is a 503, never a 500', async () => {
      // The database itself breaks the checkout's transaction (40P01, as its deadlock detector does)
      // the first `n` times; a sequence counts the runs, since it is not rolled back with them.
      await db.exec(`
        CREATE SEQUENCE test_deadlocks;
        CREATE TABLE test_deadlock_limit (n int NOT NULL);
        INSERT INTO test_deadlock_limit VALUES (0);
        CREATE FUNCTION test_deadlock() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF nextval('test_deadlocks') <= (SELECT n FROM test_deadlock_limit) THEN
            RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01';
          END IF;
          RETURN NULL;
        END $$;
        CREATE TRIGGER test_deadlock AFTER INSERT ON order_lines FOR EACH STATEMENT EXECUTE FUNCTION test_deadlock();`);
      const runs = async () =>
        Number((await db.query<{ n: string }>('SELECT last_value AS n FROM test_deadlocks'))[0]?.n);
      try {
        const p = await product({ delivery: 10 });
        const place = (who: { shopper: Shopper; version: string }, key: string) =>
          kit.callWithForm(ordersCalls.make, kit.checkoutForm(who.version), {
            token: who.shopper.token,
            key,
          });

        await db.query('UPDATE test_deadlock_limit SET n = 2');
        const lucky = await shopperWith(p, 1);
        const placed = await place(lucky, newKey());
        expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
        expect(await runs()).toBe(3);
        expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [lucky.shopper.fUserId])).toBe(1);
        expect(await kit.stockOf(p.id)).toBe(9);

        await db.query("SELECT setval('test_deadlocks', 1, false)");
        await db.query('UPDATE test_deadlock_limit SET n = 1000');
        const unlucky = await shopperWith(p, 1);
        const key = newKey();
        const refused = await place(unlucky, key);
        expect(refused).toMatchObject({ status: 503, code: 'unavailable' });
        expect(await runs()).toBe(CONFLICT_ATTEMPTS);
        expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [unlucky.shopper.fUserId])).toBe(
          0,
        );
        expect(await kit.stockOf(p.id)).toBe(9);
        await db.query('UPDATE test_deadlock_limit SET n = 0');
        expect((await place(unlucky, key)).status).toBe(200);
        expect(await kit.stockOf(p.id)).toBe(8);
      } finally {
        await db.exec(`
          DROP TRIGGER test_deadlock ON order_lines;
          DROP FUNCTION test_deadlock();
          DROP TABLE test_deadlock_limit;
          DROP SEQUENCE test_deadlocks;`);
      }
    });

    it('20 identical concurrent requests with one Idempotency-Key make one order and all answer it', async () => {
      const p = await product({ delivery: 50 });
      const { shopper, version } = await shopperWith(p, 2);
      const key = newKey();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), { token: shopper.token, key }),
        ),
      );
      for (const a of answers) expect(a.status, JSON.stringify(a.errors)).toBe(200);
      expect(new Set(answers.map((a) => a.data.order.id)).size).toBe(1);
      expect(await kit.count('SELECT 1 FROM orders WHERE f_user_id = $1', [shopper.fUserId])).toBe(1);
      expect(await kit.stockOf(p.id)).toBe(48);
    });

    it('a retry after a lost answer returns the same order; the key with another request is refused 422', async () => {
      const p = await product({ delivery: 10 });
      const { shopper, version } = await shopperWith(p, 1);
      const key = newKey();
      // Tomorrow's first window, named: what a retry days later would be refused for.
      const dated = () => {
        const form = kit.checkoutForm(version);
        form.set('deliveryDate', moscowDate(ORDERS_NOW, 1));
        return form;
      };
      const first = await kit.callWithForm(ordersCalls.make, dated(), { token: shopper.token, key });
      expect(first.status).toBe(200);
      // The basket is empty now: without the key the retry would be refused; with it, it is the same order.
      const retry = await kit.callWithForm(ordersCalls.make, dated(), { token: shopper.token, key });
      expect(retry.status).toBe(200);
      expect(retry.data.order).toEqual(first.data.order);
      // Days later the order's delivery date has passed, which checkout would refuse now: the retry
      // still gets its order.
      now = ORDERS_NOW + 3 * 86_400_000;
      try {
        const late = await kit.callWithForm(ordersCalls.make, dated(), { token: shopper.token, key });
        expect(late.status).toBe(200);
        expect(late.data.order.id).toBe(first.data.order.id);
      } finally {
        now = ORDERS_NOW;
      }
      const other = kit.checkoutForm(version, { address: 'ул. Мира, д. 5' });
      const mismatch = await kit.callWithForm(ordersCalls.make, other, { token: shopper.token, key });
      expect(mismatch).toMatchObject({ status: 422, code: 'idempotency_mismatch' });
      // Another visitor's identical key is theirs alone.
      const { shopper: second, version: v2 } = await shopperWith(p, 1);
      const theirs = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(v2), {
        token: second.token,
        key,
      });
      expect(theirs.status).toBe(200);
      expect(theirs.data.order.id).not.toBe(first.data.order.id);
      const malformed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(v2), {
        token: second.token,
        key: 'short',
      });
      expect(malformed.status).toBe(400);
      expect(malformed.errors?.common).toMatch(/Idempotency-Key/);
    });

    it('spends bonuses tied to the order, never below the balance, and a cancel gives them and the stock back', async () => {
      const person = await kit.user(SEEDED_LOGINS.person.id);
      const p = await product({ delivery: 10, price: 2000 });
      await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [person.fUserId]);
      await kit.fillBasket(person.fUserId, [{ id: p.id, quantity: 2 }]);
      await db.query(
        `INSERT INTO basket_state (f_user_id, apply_bonuses) VALUES ($1, true)
         ON CONFLICT (f_user_id) DO UPDATE SET apply_bonuses = true, bonuses_requested = 0, promo_code = ''`,
        [person.fUserId],
      );
      const balance = async () =>
        (
          await db.query<{ b: number }>(
            'SELECT coalesce(sum(amount), 0)::int AS b FROM bonus_movements WHERE user_id = $1',
            [person.userId],
          )
        )[0]?.b ?? 0;
      const before = await balance();
      const version = await kit.basketVersion(person);
      const placed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: person.token,
      });
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      const spent = placed.data.order.bonusesSpent;
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThanOrEqual(before);
      expect(placed.data.order.total).toBe(4000 - spent + 390);
      expect(await balance()).toBe(before - spent);
      expect(
        await kit.count('SELECT 1 FROM bonus_movements WHERE order_id = $1 AND amount = $2', [
          placed.data.order.id,
          -spent,
        ]),
      ).toBe(1);

      const reasons = await kit.call(ordersCalls.cancelReasons, {});
      const cancelled = await kit.call(
        ordersCalls.cancel,
        { orderId: placed.data.order.id, reason: reasons.data.items[0]!.id, description: 'Передумал' },
        { token: person.token },
      );
      expect(cancelled.status, JSON.stringify(cancelled.errors)).toBe(200);
      expect(cancelled.data.order).toMatchObject({
        status: 'cancelled',
        statusTitle: 'Отменён',
        isFinished: true,
      });
      expect(cancelled.data.order.cancelReason).toContain(reasons.data.items[0]!.title);
      expect(await balance()).toBe(before);
      expect(await kit.stockOf(p.id)).toBe(10);
      expect(
        await kit.count('SELECT 1 FROM order_reservations WHERE order_id = $1', [placed.data.order.id]),
      ).toBe(0);
      const again = await kit.call(
        ordersCalls.cancel,
        { orderId: placed.data.order.id, reason: 1 },
        { token: person.token },
      );
      expect(again).toMatchObject({ status: 409, code: 'order_already_cancelled' });
      // The account sees its orders in the list.
      const list = await kit.call(ordersCalls.list, {}, { token: person.token });
      expect(list.data.items.map((o: { id: number }) => o.id)).toContain(placed.data.order.id);
      expect(
        list.data.statuses.find((s: { value: string }) => s.value === 'cancelled')!.stat,
      ).toBeGreaterThan(0);
    });

    it('20 operators copying and then cancelling one order at once: the basket holds the order’s quantity, one cancel wins', async () => {
      const p = await product({ delivery: 10, price: 1500 });
      const { shopper, version } = await shopperWith(p, 3);
      const placed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      const number = placed.data.order.number as string;
      const staff = await kit.user(SEEDED_LOGINS.operator.id);
      const copies = await Promise.all(
        Array.from({ length: 20 }, () => kit.call(supportCalls.copy, { number }, { token: staff.token })),
      );
      expect(copies.map((c) => c.status)).toEqual(Array(20).fill(200));
      const [line] = await db.query<{ quantity: number }>(
        'SELECT quantity FROM basket_lines WHERE f_user_id = $1 AND product_id = $2',
        [shopper.fUserId, p.id],
      );
      expect(line?.quantity).toBe(3);
      const cancels = await Promise.all(
        Array.from({ length: 20 }, () =>
          kit.call(supportCalls.cancel, { number, reason: 1 }, { token: staff.token }),
        ),
      );
      expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
      expect(cancels.filter((c) => c.status === 409 && c.code === 'order_already_cancelled')).toHaveLength(
        19,
      );
      expect(await kit.stockOf(p.id)).toBe(10);
      expect(
        await kit.count(
          `SELECT 1 FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.number = $1 AND e.kind = 'cancelled'`,
          [number],
        ),
      ).toBe(1);
    });

    it('a login merge racing the guest’s own checkout: each unit is ordered or merged, never both, never lost', async () => {
      const p = await product({ delivery: 30, price: 1000 });
      const [account] = await db.query<{ f_user_id: string }>('SELECT f_user_id FROM users WHERE id = $1', [
        SEEDED_LOGINS.admin.id,
      ]);
      const accountId = account?.f_user_id as string;
      let ordered = 0;
      for (let round = 0; round < 4; round++) {
        await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [accountId]);
        const { shopper, version } = await shopperWith(p, 2);
        const [placed, login] = await Promise.all([
          kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
            token: shopper.token,
            key: newKey(),
          }),
          kit.call(
            identityCalls.login,
            { login: SEEDED_LOGINS.admin.email, password: SEED_PASSWORD },
            { token: shopper.token },
          ),
        ]);
        expect(login.status).toBe(200);
        const merged = await kit.count(
          'SELECT 1 FROM basket_lines WHERE f_user_id = $1 AND product_id = $2 AND quantity = 2',
          [accountId, p.id],
        );
        if (placed.status === 200) {
          ordered += 2;
          expect(placed.data.order.products).toEqual([expect.objectContaining({ id: p.id, quantity: 2 })]);
          expect(merged).toBe(0);
        } else {
          expect(placed).toMatchObject({ status: 409, code: 'basket_changed' });
          expect(merged).toBe(1);
        }
        expect(await kit.count('SELECT 1 FROM basket_lines WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      }
      expect(await kit.stockOf(p.id)).toBe(30 - ordered);
      await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [accountId]);
    });

    it('a cancelled paid order is marked refunded and the event says so', async () => {
      const p = await product({ delivery: 3 });
      const { shopper, version } = await shopperWith(p, 1);
      const placed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      await db.query(
        "UPDATE orders SET payment_status = 'paid', paid_kopecks = total_kopecks WHERE id = $1",
        [placed.data.order.id],
      );
      const cancelled = await kit.call(
        ordersCalls.cancel,
        { orderId: placed.data.order.id, reason: 2 },
        { token: shopper.token },
      );
      expect(cancelled.data.order.paymentStatus).toBe('refunded');
      const [event] = await db.query<{ detail: { refunded: boolean; paymentStatus: string } }>(
        "SELECT detail FROM order_events WHERE order_id = $1 AND kind = 'cancelled'",
        [placed.data.order.id],
      );
      expect(event?.detail).toMatchObject({ refunded: true, paymentStatus: 'refunded' });
    });

    it('counts a promo code use within max_uses: the second order of a one-use code is refused', async () => {
      await db.query(
        `INSERT INTO promo_codes (code, title, kind, value, max_uses, used) VALUES ('TWICE', 'Тест', 'fixed', 10000, 1, 0)
         ON CONFLICT (code) DO UPDATE SET used = 0, max_uses = 1`,
      );
      const p = await product({ delivery: 10, price: 3000 });
      const first = await shopperWith(p, 1);
      const second = await shopperWith(p, 1);
      for (const s of [first, second])
        await db.query(`INSERT INTO basket_state (f_user_id, promo_code) VALUES ($1, 'TWICE')`, [
          s.shopper.fUserId,
        ]);
      const v1 = await kit.basketVersion(first.shopper);
      const v2 = await kit.basketVersion(second.shopper);
      const a = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(v1), {
        token: first.shopper.token,
      });
      expect(a.status, JSON.stringify(a.errors)).toBe(200);
      expect(a.data.order).toMatchObject({ promoCode: 'TWICE', coupon: 100 });
      const b = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(v2), {
        token: second.shopper.token,
      });
      expect(b).toMatchObject({ status: 409, code: 'basket_changed' });
      expect(b.errors?.common).toContain('TWICE');
      expect(
        (await db.query<{ used: number }>("SELECT used FROM promo_codes WHERE code = 'TWICE'"))[0]?.used,
      ).toBe(1);
    });

    it("refuses a first-order code at checkout when the buyer's phone has ordered before, from another browser", async () => {
      await db.query(
        `INSERT INTO promo_codes (code, title, kind, value, first_order_only) VALUES ('FIRSTONLY', 'Тест', 'fixed', 10000, true)
         ON CONFLICT (code) DO NOTHING`,
      );
      const p = await product({ delivery: 10, price: 3000 });
      const placeWith = async () => {
        const { shopper } = await shopperWith(p, 1);
        await db.query(`INSERT INTO basket_state (f_user_id, promo_code) VALUES ($1, 'FIRSTONLY')`, [
          shopper.fUserId,
        ]);
        const form = kit.checkoutForm(await kit.basketVersion(shopper));
        form.set('phone', '+7 (912) 555-00-01');
        return kit.callWithForm(ordersCalls.make, form, { token: shopper.token });
      };
      const first = await placeWith();
      expect(first.status, JSON.stringify(first.errors)).toBe(200);
      expect(first.data.order).toMatchObject({ promoCode: 'FIRSTONLY' });
      // Another guest (a new browser, the basket accepted the code) with the same phone.
      const second = await placeWith();
      expect(second).toMatchObject({ status: 409, code: 'basket_changed' });
      expect(second.errors?.common).toContain('Промокод действует только на первый заказ');
    });

    it('takes requisites files from a legal entity only, by type, content and size, naming each refused one', async () => {
      const b2b = await kit.user(SEEDED_LOGINS.b2b.id);
      const p = await product({ delivery: 20 });
      await db.query('DELETE FROM basket_lines WHERE f_user_id = $1', [b2b.fUserId]);
      await kit.fillBasket(b2b.fUserId, [{ id: p.id, quantity: 1 }]);
      const version = await kit.basketVersion(b2b);
      const withFiles = (files: File[]) => {
        const form = kit.checkoutForm(version);
        for (const f of files) form.append('requisitesFiles[]', f);
        return form;
      };
      const refused = await kit.callWithForm(
        ordersCalls.make,
        withFiles([
          new File([PDF], 'реквизиты.pdf'),
          new File([new Uint8Array([0x4d, 0x5a, 0x90])], 'a.exe'),
          new File([new Uint8Array([0x4d, 0x5a, 0x90])], 'fake.pdf'),
          new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'b.pdf'),
        ]),
        { token: b2b.token },
      );
      expect(refused.status).toBe(400);
      expect(refused.errors?.requisitesFiles).toBe(
        'Не приняты: «a.exe» — недопустимый тип; «fake.pdf» — содержимое не похоже на PDF; «b.pdf» — больше 10 МБ',
      );
      const tooMany = await kit.callWithForm(
        ordersCalls.make,
        withFiles(Array.from({ length: 6 }, (_, i) => new File([PDF], `${i}.pdf`))),
        { token: b2b.token },
      );
      expect(tooMany.errors?.requisitesFiles).toMatch(/Не больше 5 файлов/);
      const placed = await kit.callWithForm(
        ordersCalls.make,
        withFiles([new File([PDF], 'C:\\docs\\реквизиты.pdf')]),
        { token: b2b.token },
      );
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      const files = await db.query<{ name: string; size: number; mime: string }>(
        'SELECT name, size, mime FROM order_files WHERE order_id = $1',
        [placed.data.order.id],
      );
      expect(files).toEqual([{ name: 'реквизиты.pdf', size: PDF.byteLength, mime: 'application/pdf' }]);

      const { shopper, version: v } = await shopperWith(p, 1);
      const form = kit.checkoutForm(v);
      form.append('requisitesFiles[]', new File([PDF], 'r.pdf'));
      const guestFiles = await kit.callWithForm(ordersCalls.make, form, { token: shopper.token });
      expect(guestFiles.status).toBe(400);
      expect(guestFiles.errors?.requisitesFiles).toMatch(/юридических лиц/);
    });

    it('drops empty values as absent, and answers bad forms with a clear 4xx', async () => {
      const p = await product({ delivery: 20 });
      const { shopper, version } = await shopperWith(p, 1);
      const form = kit.checkoutForm(version);
      form.set('email', '');
      form.set('comment', '   ');
      form.append('requisitesFiles[]', new File([], ''));
      const placed = await kit.callWithForm(ordersCalls.make, form, { token: shopper.token });
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      expect(placed.data.order.email).toBe('');

      const noAddress = kit.checkoutForm(version);
      noAddress.delete('address');
      expect((await kit.callWithForm(ordersCalls.make, noAddress, { token: shopper.token })).errors).toEqual({
        address: 'Укажите адрес доставки',
      });
      const badDate = kit.checkoutForm(version);
      badDate.set('deliveryDate', '2026-12-31');
      expect(
        (await kit.callWithForm(ordersCalls.make, badDate, { token: shopper.token })).errors?.deliveryDate,
      ).toBe('Выберите дату доставки с 2026-11-24 по 2026-11-30');
      const badShop = kit.checkoutForm(version, { shopId: 999_999 });
      expect((await kit.callWithForm(ordersCalls.make, badShop, { token: shopper.token })).status).toBe(400);
      const garbage = await kit.api.fetch(
        new Request('http://api.test/api/v4/catalog/orders/make', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${shopper.token}`,
            'Content-Type': 'multipart/form-data; boundary=x',
          },
          body: '--x\r\nnot a part',
        }),
      );
      expect(garbage.status).toBe(400);
      const huge = await kit.api.fetch(
        new Request('http://api.test/api/v4/catalog/orders/make', {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${shopper.token}`,
            'Content-Type': 'multipart/form-data; boundary=x',
            'Content-Length': String(60 * 1024 * 1024),
          },
          body: 'x',
        }),
      );
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as { errors: { common: string } }).errors.common).toMatch(
        /Слишком большой запрос/,
      );
      const noSession = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version));
      expect(noSession.status).toBe(401);
    });

    it('checks a status by number and phone, throttles guessing per address, and lets staff omit the phone', async () => {
      const p = await product({ delivery: 5 });
      const { shopper, version } = await shopperWith(p, 1);
      const placed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      const number = placed.data.order.number as string;
      const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
      const q = (n: string, phone?: string) => ({ number: n, ...(phone ? { phone } : {}) });
      const ok = await kit.call(ordersCalls.status, q(number, '8 911 222 33 44'));
      expect(ok.status).toBe(200);
      expect(ok.data).toMatchObject({ number, status: 'new', statusTitle: 'Принят', isPaid: false });
      expect(ok.data).not.toHaveProperty('phone');
      const noPhone = await kit.call(ordersCalls.status, q(number));
      expect(noPhone.status).toBe(400);
      const staff = await kit.user(SEEDED_LOGINS.operator.id);
      expect((await kit.call(ordersCalls.status, q(number), { token: staff.token })).data.number).toBe(
        number,
      );
      const wrong = await kit.call(ordersCalls.status, q(number, '+7 (900) 999-99-99'));
      expect(wrong).toMatchObject({ status: 404, code: 'order_not_found' });
      // Guessing is throttled per client address (behind a proxy the API trusts, as in production).
      const trusted = ordersKit(db, () => ORDERS_NOW, { trustProxy: true });
      for (let i = 0; i < 5; i++)
        expect(
          (
            await trusted.call(
              ordersCalls.status,
              q(`В-${900000 + i}`, '+7 (900) 000-00-00'),
              from('10.9.9.9'),
            )
          ).status,
        ).toBe(404);
      const locked = await trusted.call(
        ordersCalls.status,
        q(number, '+7 (911) 222-33-44'),
        from('10.9.9.9'),
      );
      expect(locked).toMatchObject({ status: 429, code: 'too_many_attempts' });
      expect(
        (await trusted.call(ordersCalls.status, q(number, '+7 (911) 222-33-44'), from('10.9.9.8'))).status,
      ).toBe(200);
      // The visitor who placed the order sees it anyway: its checks, wrong phones too, are not counted,
      // so a journey checking its own order many times at once locks nobody out.
      for (let i = 0; i < 7; i++)
        expect(
          await trusted.call(ordersCalls.status, q(number, '+7 (900) 999-99-99'), {
            token: shopper.token,
            ...from('10.9.9.7'),
          }),
        ).toMatchObject({ status: 404, code: 'order_not_found' });
      expect(
        (await trusted.call(ordersCalls.status, q(number, '+7 (911) 222-33-44'), from('10.9.9.7'))).status,
      ).toBe(200);
      // Another visitor's wrong phones for that very order still count for its address.
      const stranger = await trusted.guest();
      for (let i = 0; i < 5; i++)
        await trusted.call(ordersCalls.status, q(number, '+7 (900) 999-99-99'), {
          token: stranger.token,
          ...from('10.9.9.6'),
        });
      expect(
        await trusted.call(ordersCalls.status, q(number, '+7 (911) 222-33-44'), {
          token: stranger.token,
          ...from('10.9.9.6'),
        }),
      ).toMatchObject({ status: 429, code: 'too_many_attempts' });
    });

    it('asks for a change and copies an order into the basket at today’s prices, naming what was skipped', async () => {
      const a = await product({ delivery: 5, price: 1000 });
      const b = await product({ delivery: 5, price: 2000 });
      const shopper = await kit.guest();
      await kit.fillBasket(shopper.fUserId, [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 1 },
      ]);
      const version = await kit.basketVersion(shopper);
      const placed = await kit.callWithForm(ordersCalls.make, kit.checkoutForm(version), {
        token: shopper.token,
      });
      expect(placed.status, JSON.stringify(placed.errors)).toBe(200);
      const id = placed.data.order.id;
      const changed = await kit.call(
        ordersCalls.change,
        { orderId: id, comment: 'Добавьте биты' },
        { token: shopper.token },
      );
      expect(changed.data.order.changeRequested).toBe(true);
      await db.query('UPDATE products SET price = 1100 WHERE id = $1', [a.id]);
      await db.query('UPDATE products SET is_available = false WHERE id = $1', [b.id]);
      const copied = await kit.call(ordersCalls.copy, { orderId: id }, { token: shopper.token });
      expect(copied.status, JSON.stringify(copied.errors)).toBe(200);
      expect(copied.data.basket.items.map((i: { id: number; price: number }) => [i.id, i.price])).toEqual([
        [a.id, 1100],
      ]);
      expect(copied.data.skipped).toEqual([expect.objectContaining({ id: b.id, title: b.title })]);
      const stranger = await kit.guest();
      expect((await kit.call(ordersCalls.copy, { orderId: id }, { token: stranger.token })).code).toBe(
        'order_not_found',
      );
      expect(
        (await kit.call(ordersCalls.cancel, { orderId: id, reason: 1 }, { token: stranger.token })).code,
      ).toBe('order_not_found');
    });

    it('offers courier days from the clock with windows, pickup points with what each lacks, and pay systems', async () => {
      const a = await product({ delivery: 5, shop: 1, price: 1500 });
      const shopper = await kit.guest();
      await kit.fillBasket(shopper.fUserId, [{ id: a.id, quantity: 2 }]);
      const deliveries = await kit.call(ordersCalls.deliveries, {}, { token: shopper.token });
      expect(deliveries.status).toBe(200);
      expect(deliveries.data.courier).toMatchObject({ available: true, price: 390, freeFrom: 5000 });
      expect(deliveries.data.courier.dates[0]).toEqual({
        date: '2026-11-24',
        windows: expect.arrayContaining([{ from: '10:00', to: '12:00' }]),
      });
      const point = deliveries.data.pickup.points.find((pt: { shopId: number }) => pt.shopId === shop.id);
      expect(point).toMatchObject({ available: false, missing: [a.id], readyDate: '' });
      const pay = await kit.call(ordersCalls.paySystems, {}, { token: shopper.token });
      expect(pay.data.items.map((s: { code: string }) => s.code)).toEqual([
        'card',
        'parts-halva',
        'raiff-sbp',
        'raiff-acquiring',
      ]);
      expect(pay.data.items[1]).toMatchObject({ available: true, reason: '' });
      await kit.fillBasket(shopper.fUserId, [{ id: a.id, quantity: 1 }]);
      const small = await kit.call(ordersCalls.paySystems, {}, { token: shopper.token });
      expect(small.data.items[1]).toMatchObject({ available: false });
      expect(small.data.items[1]!.reason).toBe(
        `Рассрочка — от ${formatPrice(3000)} до ${formatPrice(300_000)}`,
      );
      const halva = kit.checkoutForm(await kit.basketVersion(shopper));
      halva.set('paySystem', 'parts-halva');
      const refused = await kit.callWithForm(ordersCalls.make, halva, { token: shopper.token });
      expect(refused.errors?.paySystem).toMatch(/Рассрочка/);
    });

    it('places one-click orders in both forms, priced by the server', async () => {
      const p = await product({ delivery: 3, shop: 2, price: 2500 });
      const shopper = await kit.guest();
      const price = await kit.call(
        ordersCalls.fastPrice,
        { productId: p.id, quantity: 2 },
        { token: shopper.token },
      );
      expect(price.data).toMatchObject({
        price: 2500,
        sum: 5000,
        deliveryPrice: 0,
        total: 5000,
        authorised: false,
        available: true,
      });
      const atPoint = await kit.call(
        ordersCalls.fastPriceToPoint,
        { productId: p.id, quantity: 3, shopId: shop.id },
        { token: shopper.token },
      );
      expect(atPoint.data).toMatchObject({ available: false, readyDate: '' });
      const made = await kit.call(
        ordersCalls.fastMakeToPoint,
        { productId: p.id, quantity: 2, shopId: shop.id, name: 'Олег', phone: '9112223344', email: '' },
        { token: shopper.token, key: newKey() },
      );
      expect(made.status, JSON.stringify(made.errors)).toBe(200);
      expect(made.data.order).toMatchObject({
        isFast: true,
        deliveryCode: 'pickup',
        orderSum: 5000,
        phone: '+7 (911) 222-33-44',
      });
      expect(await kit.stockOf(p.id, shop.id)).toBe(0);
      const courier = await kit.call(
        ordersCalls.fastMake,
        { productId: p.id, quantity: 1, name: 'Олег', phone: '9112223344' },
        { token: shopper.token },
      );
      expect(courier.data.order).toMatchObject({ isFast: true, deliveryCode: 'courier' });
      const soldOut = await kit.call(
        ordersCalls.makeFast,
        { productId: p.id, quantity: 5, name: 'Олег', phone: '9112223344' },
        { token: shopper.token },
      );
      expect(soldOut).toMatchObject({ status: 409, code: 'out_of_stock' });
      // Without a product, one click orders the whole basket and empties it.
      const q = await product({ delivery: 4, price: 700 });
      await kit.fillBasket(shopper.fUserId, [{ id: q.id, quantity: 3 }]);
      const whole = await kit.call(
        ordersCalls.makeFast,
        { name: 'Олег', phone: '9112223344' },
        { token: shopper.token },
      );
      expect(whole.status, JSON.stringify(whole.errors)).toBe(200);
      expect(whole.data.order.products).toEqual([
        expect.objectContaining({ id: q.id, quantity: 3, price: 700 }),
      ]);
      expect(await kit.count('SELECT 1 FROM basket_lines WHERE f_user_id = $1', [shopper.fUserId])).toBe(0);
      const empty = await kit.call(
        ordersCalls.makeFast,
        { name: 'Олег', phone: '9112223344' },
        { token: shopper.token },
      );
      expect(empty).toMatchObject({ status: 409, code: 'basket_empty' });
    });

    it('refuses a one-click order whose price changed since the form showed it, naming both totals', async () => {
      const p = await product({ delivery: 3, price: 2500 });
      const shopper = await kit.guest();
      const shown = await kit.call(
        ordersCalls.fastPrice,
        { productId: p.id, quantity: 1 },
        { token: shopper.token },
      );
      await db.query('UPDATE products SET price = 2790 WHERE id = $1', [p.id]);
      const order = { productId: p.id, quantity: 1, name: 'Олег', phone: '9112223344' };
      const refused = await kit.call(
        ordersCalls.fastMake,
        { ...order, total: String(shown.data.total) },
        { token: shopper.token },
      );
      expect(refused).toMatchObject({ status: 409, code: 'price_changed' });
      const now = await kit.call(
        ordersCalls.fastPrice,
        { productId: p.id, quantity: 1 },
        { token: shopper.token },
      );
      expect(now.data.total).toBeGreaterThan(shown.data.total);
      expect(refused.errors?.common).toContain(
        `Цена изменилась: было ${formatPrice(shown.data.total)}, теперь ${formatPrice(now.data.total)}.`,
      );
      expect(
        await kit.count('SELECT 1 FROM orders WHERE is_fast AND total_kopecks = $1', [now.data.total * 100]),
      ).toBe(0);
      // The total shown now is accepted; a malformed one is a clear 400.
      const again = await kit.call(
        ordersCalls.fastMake,
        { ...order, total: String(now.data.total) },
        { token: shopper.token },
      );
      expect(again.status, JSON.stringify(again.errors)).toBe(200);
      const malformed = await kit.call(
        ordersCalls.fastMake,
        { ...order, total: '27,9,0' },
        { token: shopper.token },
      );
      expect(malformed).toMatchObject({ status: 400 });
      expect(malformed.errors?.total).toMatch(/two decimals/);
    });
  });
}
