import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from '../analytics/create-analytics';
import type { EcommerceEvent } from '../analytics/ecommerce-event';
import { addButtonState } from '../domain/add-button-state';
import { createBasketStore } from './basket-store';
import { basketOf, deferred, FakeRefusal, fakeApi, fakeTabs } from './commerce-fake-api';
import { basketHelperCount } from './helper-counts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A basket store over a fake API, with the analytics events it fired. */
function setup(initial: Record<number, number> = {}, extra: Parameters<typeof basketOf>[1] = {}) {
  const api = fakeApi();
  const events: EcommerceEvent[] = [];
  const analytics = createAnalytics({ regionCode: () => '76' });
  analytics.on((event) => events.push(event));
  const store = createBasketStore({ client: api.client, analytics });
  store.setBasket(basketOf(initial, extra));
  return { api, store, events };
}

const button = (state: ReturnType<ReturnType<typeof setup>['store']['getSnapshot']>, id: number) =>
  addButtonState({
    isAvailable: true,
    sectionUrl: '/catalog/dreli/',
    inBasket: state.basket?.items.some((item) => item.id === id) ?? false,
    adding: state.adding[id] === true,
  });

describe('the basket store (§4.7)', () => {
  it('locks the add button during the request, ignores a second click, then shows «Перейти в корзину»', async () => {
    const { api, store, events } = setup();
    const answer = deferred();
    api.on('POST /catalog/basket/add', () => answer.promise);
    expect(button(store.getSnapshot(), 5).kind).toBe('idle');
    const first = store.add(5);
    const second = store.add(5);
    expect(button(store.getSnapshot(), 5)).toMatchObject({ kind: 'locked', disabled: true });
    await vi.waitFor(() => expect(api.to('POST /catalog/basket/add')).toHaveLength(1));
    answer.resolve(basketOf({ 5: 1 }));
    await Promise.all([first, second]);
    expect(api.to('POST /catalog/basket/add')).toHaveLength(1);
    expect(button(store.getSnapshot(), 5)).toEqual({
      kind: 'inBasket',
      title: 'Перейти в корзину',
      href: '/personal/cart/',
      disabled: false,
    });
    expect(events).toEqual([
      {
        type: 'add',
        products: [
          {
            id: '5@76',
            name: 'Товар 5',
            price: 1000,
            brand: 'Makita',
            category: 'Инструмент/Дрели',
            quantity: 1,
          },
        ],
      },
      // The goal of a product put in the basket (§7.8).
      { type: 'goal', goal: 'add_to_cart' },
    ]);
  });

  it('ignores a failed add silently and releases the lock (§8)', async () => {
    const { api, store, events } = setup();
    api.on('POST /catalog/basket/add', () => {
      throw new FakeRefusal(400, { productId: 'Товар нельзя купить' });
    });
    await expect(store.add(5)).resolves.toEqual({
      kind: 'refused',
      reason: 'validation',
      message: 'Товар нельзя купить',
      field: 'productId',
      inBasket: 0,
    });
    expect(button(store.getSnapshot(), 5).kind).toBe('idle');
    expect(store.getSnapshot().basket?.items).toEqual([]);
    expect(events).toEqual([]);
  });

  it('shows «Найти аналог» linking to the section when the product cannot be bought', () => {
    expect(
      addButtonState({ isAvailable: false, sectionUrl: '/catalog/dreli/', inBasket: false, adding: false }),
    ).toEqual({
      kind: 'findAnalogue',
      title: 'Найти аналог',
      href: '/catalog/dreli/',
      disabled: false,
    });
  });

  it('sends the promo code, the apply-bonuses flag and the bonuses amount with every change', async () => {
    const { api, store } = setup(
      { 1: 1 },
      { appliedPromoCode: 'SALE10', applyBonuses: true, appliedBonuses: 300 },
    );
    api.on('POST /catalog/basket/add', () =>
      basketOf({ 1: 1, 2: 1 }, { appliedPromoCode: 'SALE10', applyBonuses: true, appliedBonuses: 300 }),
    );
    api.on('POST /catalog/basket/set', () =>
      basketOf({ 1: 4, 2: 1 }, { appliedPromoCode: 'SALE10', applyBonuses: true, appliedBonuses: 300 }),
    );
    api.on('POST /catalog/basket/remove', () =>
      basketOf({ 1: 4 }, { appliedPromoCode: 'SALE10', applyBonuses: true, appliedBonuses: 300 }),
    );
    await store.add(2);
    store.setQuantity(1, 4);
    await vi.advanceTimersByTimeAsync(300);
    await store.flush();
    await store.remove([2]);
    const bodies = api.calls.map((c) => c.body);
    expect(bodies).toEqual([
      { productId: '2', quantity: '1', promoCode: 'SALE10', applyBonuses: 'true', appliedBonuses: '300' },
      { productId: '1', quantity: '4', promoCode: 'SALE10', applyBonuses: 'true', appliedBonuses: '300' },
      { productIds: ['2'], promoCode: 'SALE10', applyBonuses: 'true', appliedBonuses: '300' },
    ]);
  });

  it('debounces quantity changes by 300 ms per line and sends only the last value', async () => {
    const { api, store, events } = setup({ 1: 1, 2: 1 });
    api.on('POST /catalog/basket/set', (call) => {
      const id = Number(call.body.productId);
      const q = Number(call.body.quantity);
      const lines = { ...(id === 1 ? { 1: q } : { 1: 3 }), ...(id === 2 ? { 2: q } : { 2: 1 }) };
      return basketOf(lines);
    });
    store.setQuantity(1, 2);
    await vi.advanceTimersByTimeAsync(200);
    store.setQuantity(1, 3);
    expect(store.getSnapshot().quantities).toEqual({ 1: 3 });
    await vi.advanceTimersByTimeAsync(299);
    expect(api.calls).toHaveLength(0);
    store.setQuantity(2, 7);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toMatchObject({ productId: '1', quantity: '3' });
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1]?.body).toMatchObject({ productId: '2', quantity: '7' });
    await store.flush();
    expect(store.getSnapshot().quantities).toEqual({});
    expect(events.map((e) => [e.type, 'products' in e ? e.products[0]?.quantity : null])).toEqual([
      ['add', 2],
      ['goal', null],
      ['add', 6],
      ['goal', null],
    ]);
  });

  it('takes quantity 0 as removal and reports it', async () => {
    const { api, store, events } = setup({ 1: 2 });
    api.on('POST /catalog/basket/set', () => basketOf({}));
    store.setQuantity(1, 0);
    await vi.advanceTimersByTimeAsync(300);
    await store.flush();
    expect(api.calls[0]?.body).toMatchObject({ productId: '1', quantity: '0' });
    expect(store.getSnapshot().basket?.items).toEqual([]);
    expect(events).toEqual([
      {
        type: 'remove',
        products: [
          {
            id: '1@76',
            name: 'Товар 1',
            price: 1000,
            brand: 'Makita',
            category: 'Инструмент/Дрели',
            quantity: 2,
          },
        ],
      },
    ]);
  });

  it('surfaces a refused promo code, and clears the message once one applies (goal promo_code_applied)', async () => {
    const { api, store, events } = setup({ 1: 1 });
    api.on('POST /catalog/basket/set-promo-code', (call) => {
      if (call.body.promoCode !== 'SALE10') throw new FakeRefusal(400, { promo_code: 'Промокод не найден' });
      return basketOf({ 1: 1 }, { appliedPromoCode: 'SALE10' });
    });
    await expect(store.setPromoCode('NOPE')).resolves.toMatchObject({
      kind: 'refused',
      message: 'Промокод не найден',
    });
    expect(store.getSnapshot().promoCode).toEqual({ pending: false, error: 'Промокод не найден' });
    await expect(store.setPromoCode(' SALE10 ')).resolves.toMatchObject({ kind: 'applied' });
    expect(store.getSnapshot().promoCode).toEqual({ pending: false, error: null });
    expect(store.getSnapshot().basket?.appliedPromoCode).toBe('SALE10');
    // Only the code that applied is a goal; removing it ('') is none.
    await store.setPromoCode('');
    expect(events).toEqual([{ type: 'goal', goal: 'promo_code_applied' }]);
  });

  it('asks for bonuses: all that may be spent, or an amount, or none (three stages)', async () => {
    const { api, store } = setup({ 1: 1 }, { availableBonuses: 500 });
    api.on('POST /catalog/basket/set-bonuses', (call) =>
      basketOf(
        { 1: 1 },
        {
          availableBonuses: 500,
          applyBonuses: call.body.applyBonuses === 'true',
          appliedBonuses: Math.min(500, Number(call.body.appliedBonuses)),
        },
      ),
    );
    await expect(store.setBonuses(true)).resolves.toMatchObject({ kind: 'applied' });
    expect(api.calls[0]?.body).toMatchObject({ applyBonuses: 'true', appliedBonuses: '500' });
    await store.setBonuses(true, 200);
    expect(api.calls[1]?.body).toMatchObject({ applyBonuses: 'true', appliedBonuses: '200' });
    expect(store.getSnapshot()).toMatchObject({ bonusesRequested: 200, basket: { appliedBonuses: 200 } });
    await store.setBonuses(false);
    expect(api.calls[2]?.body).toMatchObject({ applyBonuses: 'false', appliedBonuses: '0' });
    expect(store.getSnapshot().basket).toMatchObject({ applyBonuses: false, appliedBonuses: 0 });
  });

  it('re-fetches the basket on logout and on login (§4.1)', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('GET /catalog/basket', () => basketOf({}));
    api.client.events.emit('loggedOut', undefined);
    await vi.waitFor(() => expect(store.getSnapshot().basket?.items).toEqual([]));
    api.on('GET /catalog/basket', () => basketOf({ 9: 2 }));
    api.client.events.emit('loggedIn', { reason: 'login', authorized: true, remote: false });
    await vi.waitFor(() => expect(store.getSnapshot().basket?.itemsTotal).toBe(2));
    expect(api.to('GET /catalog/basket')).toHaveLength(2);
  });

  it('reports checkout step 1 and the purchase, under one Idempotency-Key, then re-fetches', async () => {
    const { api, store, events } = setup({ 1: 2 }, { appliedPromoCode: 'SALE10' });
    api.on('POST /catalog/orders/make', () => ({
      order: {
        number: 'В-2026-000123',
        total: 1900,
        promoCode: 'SALE10',
        products: [{ id: 1, title: 'Товар 1', price: 950, quantity: 2 }],
      },
    }));
    api.on('GET /catalog/basket', () => basketOf({}));
    store.trackCheckout();
    const order = await store.placeOrder({
      deliveryType: 'pickup',
      shopId: 3,
      paySystem: 'card',
      name: 'Иван',
      phone: '+7 (900) 000-00-01',
      email: '',
      basketVersion: 'v',
    });
    expect(order.number).toBe('В-2026-000123');
    const made = api.to('POST /catalog/orders/make');
    expect(made).toHaveLength(1);
    expect(made[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(made[0]?.body).not.toHaveProperty('email');
    expect(store.getSnapshot().basket?.items).toEqual([]);
    const line = { id: '1@76', name: 'Товар 1', brand: 'Makita', category: 'Инструмент/Дрели', quantity: 2 };
    expect(events).toEqual([
      { type: 'checkout', step: 1, products: [{ ...line, price: 1000 }] },
      {
        type: 'purchase',
        order: { id: 'В-2026-000123', revenue: 1900, coupon: 'SALE10' },
        products: [{ ...line, price: 950 }],
      },
    ]);
  });
});

describe('the basket across tabs', () => {
  it('tells the other tab the new version only, and that tab re-fetches', async () => {
    const { a, b, tabA, tabB, posted } = fakeTabs(createBasketStore);
    tabA.setBasket(basketOf({}));
    tabB.setBasket(basketOf({}));
    a.on('POST /catalog/basket/add', () => basketOf({ 4: 1 }));
    b.on('GET /catalog/basket', () => basketOf({ 4: 1 }));
    await tabA.add(4);
    await vi.waitFor(() => expect(tabB.getSnapshot().basket?.itemsTotal).toBe(1));
    expect(posted).toHaveLength(1);
    expect(Object.keys(posted[0] as object).sort()).toEqual(['from', 'kind', 'type', 'version']);
    expect(posted[0]).toMatchObject({ type: 'verstak-commerce', kind: 'basket', version: 'v-{"4":1}' });
    // Tab B re-fetched and found the same version: it says nothing back.
    expect(posted).toHaveLength(1);
    expect(b.to('GET /catalog/basket')).toHaveLength(1);
  });
});

describe('quantity input from a page', () => {
  it('holds quantities to 0..999 and ignores NaN', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/set', (call) => basketOf({ 1: Number(call.body.quantity) }));
    store.setQuantity(1, Number.NaN);
    expect(store.getSnapshot().quantities).toEqual({});
    store.setQuantity(1, 1e9);
    expect(store.getSnapshot().quantities).toEqual({ 1: 999 });
    store.setQuantity(1, 2.7);
    await vi.advanceTimersByTimeAsync(300);
    await store.flush();
    expect(api.calls.map((c) => c.body.quantity)).toEqual(['2']);
    // The header counts the units: the line's 2.
    expect(basketHelperCount(store.getSnapshot())).toBe(2);
    expect(
      basketHelperCount({
        basket: basketOf(Object.fromEntries(Array.from({ length: 120 }, (_, i) => [i + 1, 1]))),
      }),
    ).toBe(99);
  });

  it('holds a line to what can be bought now, as the cart shows it, and a product not in the basket to 999', async () => {
    const { api, store } = setup({ 1: 1, 2: 5 });
    const basket = basketOf({ 1: 1, 2: 5 });
    basket.items = basket.items.map((item) => ({ ...item, maxQuantity: item.id === 1 ? 3 : 0 }));
    store.setBasket(basket);
    api.on('POST /catalog/basket/set', (call) => basketOf({ [Number(call.body.productId)]: 1 }));
    store.setQuantity(1, 7);
    expect(store.getSnapshot().quantities[1]).toBe(3);
    store.setQuantity(1, -2);
    expect(store.getSnapshot().quantities[1]).toBe(0);
    // A line that cannot be bought any more can only be taken out.
    store.setQuantity(2, 6);
    expect(store.getSnapshot().quantities[2]).toBe(0);
    store.setQuantity(9, 5000);
    expect(store.getSnapshot().quantities[9]).toBe(999);
    await store.flush();
  });
});

describe("the header's basket count (§5)", () => {
  it('counts units, as the header shows, floored and clamped to 0..99', () => {
    expect(basketHelperCount({ basket: basketOf({ 1: 3, 2: 2 }) })).toBe(5);
    expect(basketHelperCount({ basket: basketOf({ 1: 150 }) })).toBe(99);
    expect(basketHelperCount({ basket: null })).toBe(0);
  });
});
