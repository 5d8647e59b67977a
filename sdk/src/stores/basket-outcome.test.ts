import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBasketStore } from './basket-store';
import { basketLine, basketOf, deferred, FakeRefusal, fakeApi } from './commerce-fake-api';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A basket store over a fake API, primed with lines (id → quantity). */
function setup(lines: Record<number, number> = {}) {
  const api = fakeApi();
  const store = createBasketStore({ client: api.client });
  store.setBasket(basketOf(lines));
  return { api, store };
}

/** The server's refusal of an add beyond the stock (docs/basket.md "Limits"). */
const quantityUnavailable = (inBasket: number) =>
  new FakeRefusal(422, { quantity: 'Доступно только 3 шт.' }, 'quantity_unavailable', {
    codes: { quantity: 'quantity_unavailable' },
    details: { productId: 5, maxQuantity: 3, inBasket },
  });

describe('basket.add() answers what happened', () => {
  it('added: the line as the server answered it, and the basket', async () => {
    const { api, store } = setup();
    api.on('POST /catalog/basket/add', () => basketOf({ 5: 1 }));
    await expect(store.add(5)).resolves.toEqual({
      kind: 'added',
      line: basketLine(5, 1),
      basket: basketOf({ 5: 1 }),
    });
  });

  it('soldOut: the basket came back without the product', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/add', () => basketOf({ 1: 1 }));
    await expect(store.add(5)).resolves.toEqual({ kind: 'soldOut', message: 'Товара нет в наличии' });
  });

  it('soldOut: refused as unavailable while the basket holds none of it', async () => {
    const { api, store } = setup();
    api.on('POST /catalog/basket/add', () => {
      throw new FakeRefusal(422, { quantity: 'Товара нет в наличии' }, 'product_unavailable', {
        codes: { quantity: 'product_unavailable' },
        details: { productId: 5, maxQuantity: 0 },
      });
    });
    await expect(store.add(5)).resolves.toEqual({ kind: 'soldOut', message: 'Товара нет в наличии' });
    expect(api.calls).toHaveLength(1);
  });

  it('refused: the line holds all there is, counted by the server; no second request', async () => {
    const { api, store } = setup({ 5: 3 });
    api.on('POST /catalog/basket/add', () => {
      throw quantityUnavailable(3);
    });
    await expect(store.add(5)).resolves.toEqual({
      kind: 'refused',
      reason: 'quantity_unavailable',
      message: 'Доступно только 3 шт.',
      field: 'quantity',
      inBasket: 3,
    });
    expect(api.calls).toHaveLength(1);
    expect(store.getSnapshot().addRefusal).toEqual({ productId: 5, message: 'Доступно только 3 шт.' });
  });

  it('refused: a basket changed on another device is read again, so the outcome and the state agree', async () => {
    const { api, store } = setup();
    api.on('POST /catalog/basket/add', () => {
      throw quantityUnavailable(3);
    });
    api.on('GET /catalog/basket', () => basketOf({ 5: 3 }));
    const outcome = await store.add(5);
    expect(outcome).toMatchObject({ kind: 'refused', reason: 'quantity_unavailable', inBasket: 3 });
    expect(store.getSnapshot().basket?.items.map((line) => [line.id, line.quantity])).toEqual([[5, 3]]);
  });

  it('refused: a full basket names its reason and message', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/add', () => {
      throw new FakeRefusal(422, { quantity: 'В корзине может быть не больше 100 товаров' }, 'basket_full', {
        codes: { quantity: 'basket_full' },
        details: { maxLines: 100 },
      });
    });
    await expect(store.add(5)).resolves.toEqual({
      kind: 'refused',
      reason: 'basket_full',
      message: 'В корзине может быть не больше 100 товаров',
      field: 'quantity',
      inBasket: 0,
    });
  });

  it('failed: a server error or no connection, never a rejection', async () => {
    const { api, store } = setup();
    api.on('POST /catalog/basket/add', () => {
      throw new FakeRefusal(500, { common: 'Ошибка сервера' }, 'internal');
    });
    await expect(store.add(5)).resolves.toEqual({ kind: 'failed', message: 'Ошибка сервера' });
  });

  it('ignored: a second add of the product while the first runs', async () => {
    const { api, store } = setup();
    const answer = deferred();
    api.on('POST /catalog/basket/add', () => answer.promise);
    const first = store.add(5);
    await expect(store.add(5)).resolves.toEqual({ kind: 'ignored' });
    answer.resolve(basketOf({ 5: 1 }));
    await expect(first).resolves.toMatchObject({ kind: 'added' });
  });
});

describe('basket.setQuantity() answers once its debounced change was answered', () => {
  it('set: the line as the server has it; superseded: the value a newer one replaced', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/set', (call) => basketOf({ 1: Number(call.body.quantity) }));
    const first = store.setQuantity(1, 2);
    const second = store.setQuantity(1, 4);
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    await vi.advanceTimersByTimeAsync(300);
    await expect(second).resolves.toEqual({
      kind: 'set',
      line: basketLine(1, 4),
      basket: basketOf({ 1: 4 }),
    });
    expect(api.calls).toHaveLength(1);
  });

  it('set with a null line: 0 took the line out', async () => {
    const { api, store } = setup({ 1: 1, 2: 1 });
    api.on('POST /catalog/basket/set', () => basketOf({ 2: 1 }));
    const change = store.setQuantity(1, 0);
    await store.flush();
    await expect(change).resolves.toEqual({ kind: 'set', line: null, basket: basketOf({ 2: 1 }) });
  });

  it('refused, failed and ignored', async () => {
    const { api, store } = setup({ 1: 1, 2: 1 });
    api.on('POST /catalog/basket/set', (call) => {
      if (call.body.productId === '1')
        throw new FakeRefusal(400, { quantity: 'Количество — целое число от 0 до 999' }, 'validation', {
          codes: { quantity: 'too_big' },
        });
      throw new FakeRefusal(503, { common: 'Сервис недоступен' }, 'internal');
    });
    const refused = store.setQuantity(1, 2);
    const failed = store.setQuantity(2, 2);
    await store.flush();
    await expect(refused).resolves.toEqual({
      kind: 'refused',
      reason: 'validation',
      message: 'Количество — целое число от 0 до 999',
    });
    await expect(failed).resolves.toEqual({ kind: 'failed', message: 'Сервис недоступен' });
    await expect(store.setQuantity(1, Number.NaN)).resolves.toEqual({ kind: 'ignored' });
  });

  it('superseded by a removal of the line, and by the store being destroyed', async () => {
    const { api, store } = setup({ 1: 1, 2: 1 });
    api.on('POST /catalog/basket/remove', () => basketOf({ 2: 1 }));
    const removed = store.setQuantity(1, 3);
    await store.remove([1]);
    await expect(removed).resolves.toEqual({ kind: 'superseded' });
    const destroyed = store.setQuantity(2, 3);
    store.destroy();
    await expect(destroyed).resolves.toEqual({ kind: 'superseded' });
    expect(api.to('POST /catalog/basket/set')).toHaveLength(0);
  });
});

describe('basket.remove(), setBonuses() and setPromoCode() answer what happened', () => {
  it('removed: the ids and the basket; refused and failed instead of a rejection', async () => {
    const { api, store } = setup({ 1: 1, 2: 1 });
    api.on('POST /catalog/basket/remove', () => basketOf({ 2: 1 }));
    await expect(store.remove([1])).resolves.toEqual({
      kind: 'removed',
      productIds: [1],
      basket: basketOf({ 2: 1 }),
    });
    api.on('POST /catalog/basket/remove', () => {
      throw new FakeRefusal(400, { productIds: 'Выберите товары' }, 'validation', {
        codes: { productIds: 'required' },
      });
    });
    await expect(store.remove([2])).resolves.toEqual({
      kind: 'refused',
      reason: 'validation',
      message: 'Выберите товары',
    });
    api.on('POST /catalog/basket/remove', () => {
      throw new FakeRefusal(500, { common: 'Ошибка сервера' }, 'internal');
    });
    await expect(store.remove([2])).resolves.toEqual({ kind: 'failed', message: 'Ошибка сервера' });
  });

  it('a promo code: applied with the basket, or refused with the server’s reason and message', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/set-promo-code', (call) => {
      if (call.body.promoCode !== 'SALE10')
        throw new FakeRefusal(422, { promoCode: 'Промокод истёк' }, 'promo_code_refused', {
          codes: { promoCode: 'promo_code_refused' },
        });
      return basketOf({ 1: 1 }, { appliedPromoCode: 'SALE10' });
    });
    await expect(store.setPromoCode('OLD')).resolves.toEqual({
      kind: 'refused',
      reason: 'promo_code_refused',
      message: 'Промокод истёк',
    });
    await expect(store.setPromoCode('SALE10')).resolves.toEqual({
      kind: 'applied',
      basket: basketOf({ 1: 1 }, { appliedPromoCode: 'SALE10' }),
    });
  });

  it('bonuses: applied with the basket, or refused with the message that also stays in the state', async () => {
    const { api, store } = setup({ 1: 1 });
    api.on('POST /catalog/basket/set-bonuses', () => {
      throw new FakeRefusal(
        400,
        { appliedBonuses: 'Бонусы к списанию — целое число от 0 до 2 147 483 647' },
        'validation',
        {
          codes: { appliedBonuses: 'too_big' },
        },
      );
    });
    await expect(store.setBonuses(true, 1e12)).resolves.toEqual({
      kind: 'refused',
      reason: 'validation',
      message: 'Бонусы к списанию — целое число от 0 до 2 147 483 647',
    });
    expect(store.getSnapshot().bonusesError).toBe('Бонусы к списанию — целое число от 0 до 2 147 483 647');
    api.on('POST /catalog/basket/set-bonuses', () => basketOf({ 1: 1 }, { applyBonuses: false }));
    await expect(store.setBonuses(false)).resolves.toEqual({
      kind: 'applied',
      basket: basketOf({ 1: 1 }, { applyBonuses: false }),
    });
  });
});
