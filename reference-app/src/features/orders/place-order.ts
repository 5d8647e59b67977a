import type { VerstakValue } from '@verstak/react';
import type { Client } from '@verstak/sdk';
import { errorsOf, type FieldErrors } from '../../ui/form/form';
import { startPayment } from '../payments/start-payment';
import { type FiguresRefusal, figuresRefusal } from './checkout-figures';
import { type CheckoutValues, makeOrderInput } from './make-order-input';

/** What placing an order came to; on `paying` the browser is on its way to the provider's page. */
export type PlaceOutcome =
  | { kind: 'paying' }
  | { kind: 'placed'; orderId: number }
  | FiguresRefusal
  | { kind: 'failed'; errors: FieldErrors };

/** What the checkout checks itself before it sends (§5: empty values are not sent, so the server would only say its English «Required»). */
export interface CheckoutCheck {
  name: string;
  phone: string;
  deliveryType: CheckoutValues['deliveryType'];
  /** Whether a pickup point is chosen. */
  pointChosen: boolean;
  courierAvailable: boolean;
  /** What the page says when the courier cannot bring these goods. */
  noCourier: string;
  address: string;
  paySystem: string;
  /** Whether the requisites files may be sent. */
  filesReady: boolean;
}

/**
 * The checkout's own refusals, by field, in Russian; none when it may be sent. Here, in the chunk
 * loaded on «Подтвердить заказ», so the form's first load does not carry its messages.
 */
export function checkoutErrors(check: CheckoutCheck): FieldErrors {
  const local: FieldErrors = {};
  if (check.name.trim() === '') local.name = 'Введите имя';
  if (check.phone.trim() === '') local.phone = 'Введите номер телефона: 10 цифр после +7';
  if (check.deliveryType === 'pickup' && !check.pointChosen) local.shopId = 'Выберите пункт самовывоза';
  if (check.deliveryType === 'courier' && !check.courierAvailable) local.deliveryType = check.noCourier;
  else if (check.deliveryType === 'courier' && check.address.trim() === '')
    local.address = 'Введите адрес доставки';
  if (!check.paySystem) local.paySystem = 'Выберите способ оплаты';
  if (!check.filesReady) local.requisitesFiles = 'Проверьте файлы реквизитов';
  return local;
}

/**
 * Places the checkout's order (§7.5) and, when it is paid online, sends the shopper to pay (§4.10);
 * a refusal for changed figures or the messages of any other failure come back as the outcome. Its
 * own chunk, loaded on «Подтвердить заказ»: none of it is needed to show the form.
 */
export async function placeOrder(
  client: Client,
  basket: VerstakValue['stores']['basket'],
  values: CheckoutValues,
): Promise<PlaceOutcome> {
  try {
    // The store sends one Idempotency-Key per click (the same on its retries), reports the purchase
    // and re-reads the basket without the ordered lines.
    const order = await basket.placeOrder(makeOrderInput(values) as Parameters<typeof basket.placeOrder>[0]);
    if (order.isAvailablePay && (await startPayment(client, order.id, order.paymentService.code)))
      return { kind: 'paying' };
    return { kind: 'placed', orderId: order.id };
  } catch (error) {
    // The basket or the total changed since it was shown: the server says what changed and gives
    // the new figures (the basket, or the courier's price to this address).
    return figuresRefusal(error, values.address) ?? { kind: 'failed', errors: await errorsOf(error) };
  }
}
