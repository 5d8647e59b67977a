import { ApiError, type BasketLine, REQUISITES_FILE_MAX_BYTES } from '@verstak/sdk';
import { describe, expect, it, vi } from 'vitest';
import { errorOutcome } from '../../app/error-status';
import { resolveRoute } from '../../routes';
import { paymentReturnTarget } from '../payments/payment-return';
import { watchPayment } from '../payments/payment-watch';
import { addressWithCity } from './address-with-city';
import { fastPriceAfter, figuresRefusal } from './checkout-figures';
import { courierPriceShown } from './courier-price-shown';
import { dropEmpty, makeOrderInput } from './make-order-input';
import { missingTitles } from './pickup-point-modal';
import { checkoutErrors } from './place-order';
import { requisitesErrors, requisitesFileProblem } from './requisites-files';

describe('the figures checkout shows and sends (issue 14)', () => {
  const basket = { delivery: { title: 'Курьерская доставка', price: 0 } };
  const refusal = new ApiError({
    message: 'Цена изменилась: было 6 000 ₽, теперь 6 690 ₽. Доставка курьером в Санкт-Петербурге — 690 ₽.',
    status: 409,
    code: 'price_changed',
    details: { shownTotal: 6000, total: 6690, deliveryPrice: 690, deliveryCity: 'Санкт-Петербург' },
  });

  it("shows the courier's new price for the address the server priced, until the address changes", () => {
    const changed = figuresRefusal(refusal, ' Санкт-Петербург, Невский 1 ');
    expect(changed).toEqual({
      kind: 'price',
      message: refusal.message,
      repriced: { address: 'Санкт-Петербург, Невский 1', price: 690 },
    });
    const repriced = changed?.kind === 'price' ? changed.repriced : null;
    expect(courierPriceShown(basket, 390, 'Санкт-Петербург, Невский 1', repriced)).toBe(690);
    expect(courierPriceShown(basket, 390, 'Москва, Тверская 1', repriced)).toBe(0);
    expect(courierPriceShown({ delivery: null }, 390, 'Москва, Тверская 1', null)).toBe(390);
  });

  it('tells a changed basket from a changed total, and other errors from both', () => {
    const fresh = { version: 'v2' };
    expect(
      figuresRefusal(
        new ApiError({
          message: 'Корзина изменилась',
          status: 409,
          code: 'basket_changed',
          details: { basket: fresh },
        }),
        '',
      ),
    ).toEqual({ kind: 'basket', message: 'Корзина изменилась', basket: fresh });
    expect(figuresRefusal(new ApiError({ message: 'x', status: 400, code: 'validation' }), '')).toBeNull();
    expect(figuresRefusal(new Error('x'), '')).toBeNull();
  });

  it('a one-click form takes the total the server named, and keeps its price for other errors', () => {
    const price = { total: 1680, deliveryPrice: 390, sum: 1290 };
    expect(fastPriceAfter(refusal, price)).toEqual({ total: 6690, deliveryPrice: 690, sum: 1290 });
    const other = new ApiError({ message: 'x', status: 400, code: 'validation' });
    expect(fastPriceAfter(other, price)).toBe(price);
    expect(fastPriceAfter(refusal, null)).toBeNull();
  });

  it('sends a saved address with its city, so the order is delivered and priced there', () => {
    expect(addressWithCity({ city: 'Санкт-Петербург', address: 'Невский пр., 1' })).toBe(
      'Санкт-Петербург, Невский пр., 1',
    );
    expect(addressWithCity({ city: 'Москва', address: 'г. Москва, ул. Ленина, 1' })).toBe(
      'г. Москва, ул. Ленина, 1',
    );
  });
});

describe('the payment return (§4.10)', () => {
  const q = (s: string) => new URLSearchParams(s);

  it('maps paymentId to the order and keeps only Y or N', async () => {
    const fromReturn = vi.fn().mockResolvedValue({ orderId: 42 });
    expect(await paymentReturnTarget(q('paymentId=pay_1&success=Y&signature=abc'), fromReturn)).toBe(
      '/personal/orders/42/?success=Y',
    );
    expect(fromReturn).toHaveBeenCalledWith({ paymentId: 'pay_1', success: 'Y', signature: 'abc' });
    expect(await paymentReturnTarget(q('paymentId=pay_1&success=<script>'), fromReturn)).toBe(
      '/personal/orders/42/?success=N',
    );
  });

  it('sends to the orders list when the lookup fails or the query is broken', async () => {
    const failing = vi.fn().mockRejectedValue(new Error('404'));
    expect(await paymentReturnTarget(q('paymentId=nope&success=Y'), failing)).toBe('/personal/orders/');
    expect(await paymentReturnTarget(q('success=Y'), failing)).toBe('/personal/orders/');
    expect(await paymentReturnTarget(q(`paymentId=${'x'.repeat(101)}&success=Y`), failing)).toBe(
      '/personal/orders/',
    );
    const odd = vi.fn().mockResolvedValue({ orderId: -1 });
    expect(await paymentReturnTarget(q('paymentId=a&success=Y'), odd)).toBe('/personal/orders/');
  });

  it('is no return without success', async () => {
    const fromReturn = vi.fn();
    expect(await paymentReturnTarget(q('paymentId=pay_1'), fromReturn)).toBeNull();
    expect(fromReturn).not.toHaveBeenCalled();
  });
});

describe("checkout's own refusals, loaded with the placing code (issue 16)", () => {
  const filled = {
    name: 'Иван',
    phone: '+7 (900) 000-00-01',
    deliveryType: 'courier' as const,
    pointChosen: false,
    courierAvailable: true,
    noCourier: 'Курьерская доставка этих товаров недоступна — выберите самовывоз.',
    address: 'Ярославль, ул. Свободы, 1',
    paySystem: 'cash',
    filesReady: true,
  };

  it('lets a filled courier order through', () => {
    expect(checkoutErrors(filled)).toEqual({});
  });

  it('names each missing field in Russian: blank name and phone, no address, no pay system, files to check', () => {
    expect(
      checkoutErrors({ ...filled, name: '  ', phone: '', address: ' ', paySystem: '', filesReady: false }),
    ).toEqual({
      name: 'Введите имя',
      phone: 'Введите номер телефона: 10 цифр после +7',
      address: 'Введите адрес доставки',
      paySystem: 'Выберите способ оплаты',
      requisitesFiles: 'Проверьте файлы реквизитов',
    });
  });

  it('asks for a pickup point on pickup, and says the courier cannot come rather than asking for an address', () => {
    expect(checkoutErrors({ ...filled, deliveryType: 'pickup', address: '' })).toEqual({
      shopId: 'Выберите пункт самовывоза',
    });
    expect(checkoutErrors({ ...filled, deliveryType: 'pickup', pointChosen: true })).toEqual({});
    expect(checkoutErrors({ ...filled, courierAvailable: false, address: '' })).toEqual({
      deliveryType: filled.noCourier,
    });
  });
});

describe('make-order input (§5: empty values dropped)', () => {
  const values = {
    deliveryType: 'pickup' as const,
    shopId: 3,
    address: 'ул. Свободы, 5',
    deliveryDate: '2026-11-25',
    deliveryTime: '10:00 - 12:00',
    paySystem: 'card' as const,
    name: ' Иван ',
    phone: '+7 (900) 000-00-01',
    email: '',
    comment: '   ',
    organizationId: null,
    requisitesFiles: [],
    basketVersion: 'v9',
    total: 6690,
  };

  it('sends a pickup order without the courier fields and without empty values', () => {
    expect(makeOrderInput(values)).toEqual({
      deliveryType: 'pickup',
      shopId: 3,
      paySystem: 'card',
      name: 'Иван',
      phone: '+7 (900) 000-00-01',
      basketVersion: 'v9',
      total: 6690,
    });
  });

  it('sends a courier order without the shop', () => {
    expect(makeOrderInput({ ...values, deliveryType: 'courier' })).toEqual({
      deliveryType: 'courier',
      address: 'ул. Свободы, 5',
      deliveryDate: '2026-11-25',
      deliveryTime: '10:00 - 12:00',
      paySystem: 'card',
      name: 'Иван',
      phone: '+7 (900) 000-00-01',
      basketVersion: 'v9',
      total: 6690,
    });
  });

  it('keeps zero and false', () => {
    expect(dropEmpty({ a: 0, b: false, c: '', d: null, e: [] })).toEqual({ a: 0, b: false });
  });
});

describe('the payment re-check after success=Y', () => {
  it('asks again until paid, then stops', async () => {
    vi.useFakeTimers();
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const onDone = vi.fn();
    watchPayment({ check, onDone, attempts: 5, intervalMs: 2000 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(6001);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('gives up after the attempts, failed checks counting as not paid; a stop ends it', async () => {
    vi.useFakeTimers();
    const check = vi.fn().mockRejectedValue(new Error('network'));
    const onDone = vi.fn();
    watchPayment({ check, onDone, attempts: 3, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledWith(false);
    const other = vi.fn().mockResolvedValue(false);
    const stop = watchPayment({ check: other, onDone: vi.fn(), intervalMs: 1000 });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(other).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

describe('requisites files', () => {
  it('names refused files', () => {
    expect(requisitesFileProblem({ name: 'устав.pdf', size: 1000 })).toBe('');
    expect(requisitesFileProblem({ name: 'virus.exe', size: 10 })).toBe(
      'virus.exe: такой тип файла не принимается',
    );
    expect(requisitesFileProblem({ name: 'big.PDF', size: REQUISITES_FILE_MAX_BYTES + 1 })).toBe(
      'big.PDF: больше 10 МБ',
    );
    expect(requisitesFileProblem({ name: 'noext', size: 10 })).toMatch(/noext/);
    expect(
      requisitesErrors({ name: 'x', requisitesFiles: 'a.exe: нельзя', 'requisitesFiles.1': 'b.bin: нельзя' }),
    ).toEqual(['a.exe: нельзя', 'b.bin: нельзя']);
  });
});

describe('pickup points', () => {
  it('names what a point lacks', () => {
    const point = {
      shopId: 1,
      name: '',
      address: '',
      schedule: '',
      coordinates: [0, 0] as [number, number],
      available: false,
      missing: [2, 9],
      readyDate: '',
    };
    // A line's id and title are all that naming reads.
    const lines = [1, 2].map((id) => ({ id, title: `Товар ${id}` }) as BasketLine);
    expect(missingTitles(point, lines)).toEqual(['Товар 2', 'товар 9']);
  });
});

describe('commerce routes', () => {
  it.each([
    ['/personal/cart/', 'personal-cart'],
    ['/personal/order/make/', 'personal-order-make'],
    ['/personal/orders/', 'personal-orders'],
    ['/personal/orders/15/', 'personal-order'],
    ['/share-cart/', 'share-cart'],
    ['/personal/orders/0/', 'notFound'],
    ['/personal/orders/abc/', 'notFound'],
    ['/personal/orders/1234567890/', 'notFound'],
  ])('%s → %s', (path, name) => {
    expect(resolveRoute(path).route.name).toBe(name);
  });

  it('lets guests in: their basket and orders hang on the fUserId', () => {
    for (const path of [
      '/personal/cart/',
      '/personal/order/make/',
      '/personal/orders/',
      '/personal/orders/1/',
    ])
      expect(resolveRoute(path).route.guard, path).toBeUndefined();
  });

  it('shows order_not_found as the error page with the server message (§2.8)', () => {
    const error = new ApiError({
      message: 'Ошибка: заказ №7 не найден.',
      status: 404,
      code: 'order_not_found',
    });
    expect(errorOutcome(error)).toEqual({
      kind: 'error',
      status: 404,
      message: 'Ошибка: заказ №7 не найден.',
      code: 'order_not_found',
    });
  });
});
