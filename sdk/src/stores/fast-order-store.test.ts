import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../analytics/create-analytics';
import type { EcommerceEvent } from '../analytics/ecommerce-event';
import { fakeApi } from './commerce-fake-api';
import { createFastOrderStore } from './fast-order-store';

const price = (productId: number, authorised: boolean) => ({
  productId,
  quantity: 1,
  price: 990,
  sum: 990,
  deliveryPrice: 300,
  total: 1290,
  authorised,
  available: true,
  readyDate: '2026-11-25',
});
const order = (n: number) => ({
  order: {
    number: `В-${n}`,
    total: 1290,
    promoCode: '',
    products: [{ id: 5, title: 'Уровень', price: 990, quantity: 1 }],
  },
});

describe('the fast-order store (§3, §7.5)', () => {
  it('keeps prices per product and the authorised flag, in both forms', async () => {
    const api = fakeApi();
    api.on('POST /fast-order/get-price/', () => price(5, false));
    api.on('POST /fast-order/get-price-to-point/', () => price(6, true));
    const store = createFastOrderStore({ client: api.client });
    await store.getPrice({ productId: 5 });
    expect(store.getSnapshot()).toMatchObject({
      authorised: false,
      prices: { 5: { total: 1290 } },
      pending: false,
    });
    await store.getPrice({ productId: 6, shopId: 2 });
    expect(api.to('POST /fast-order/get-price-to-point/')[0]?.body).toEqual({ productId: '6', shopId: '2' });
    expect(store.getSnapshot()).toMatchObject({ authorised: true, prices: { 5: {}, 6: {} } });
  });

  it('sends orders under their own key, keeps them newest first and reports the purchase', async () => {
    const api = fakeApi();
    let n = 0;
    api.on('POST /fast-order/make/', () => order(++n));
    api.on('POST /fast-order/make-to-point/', () => order(++n));
    const events: EcommerceEvent[] = [];
    const analytics = createAnalytics({ regionCode: () => '35' });
    analytics.on((e) => events.push(e));
    const store = createFastOrderStore({ client: api.client, analytics });
    const buyer = { productId: 5, name: 'Иван', phone: '+7 (900) 000-00-01', email: '', comment: '' };
    await store.make({ ...buyer, address: 'Вологда, ул. Мира, 1' });
    await store.make({ ...buyer, shopId: 2, address: 'ignored' }, { idempotencyKey: 'click-2' });
    expect(store.getSnapshot().orders.map((o) => o.number)).toEqual(['В-2', 'В-1']);
    const [courier] = api.to('POST /fast-order/make/');
    const [point] = api.to('POST /fast-order/make-to-point/');
    expect(courier?.body).toEqual({
      productId: '5',
      name: 'Иван',
      phone: '+7 (900) 000-00-01',
      address: 'Вологда, ул. Мира, 1',
    });
    expect(courier?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(point?.body).toEqual({ productId: '5', name: 'Иван', phone: '+7 (900) 000-00-01', shopId: '2' });
    expect(point?.idempotencyKey).toBe('click-2');
    expect(events).toEqual([
      {
        type: 'purchase',
        order: { id: 'В-1', revenue: 1290 },
        products: [{ id: '5@35', name: 'Уровень', price: 990, quantity: 1 }],
      },
      { type: 'goal', goal: 'buy_1_click' },
      {
        type: 'purchase',
        order: { id: 'В-2', revenue: 1290 },
        products: [{ id: '5@35', name: 'Уровень', price: 990, quantity: 1 }],
      },
      { type: 'goal', goal: 'buy_1_click' },
    ]);
  });

  it('keeps nothing from a refused order', async () => {
    const api = fakeApi();
    const store = createFastOrderStore({ client: api.client });
    await expect(store.make({ productId: 5, name: 'Иван', phone: '1' })).rejects.toMatchObject({
      status: 404,
    });
    expect(store.getSnapshot()).toMatchObject({ orders: [], pending: false });
  });
});
