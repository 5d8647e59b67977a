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
