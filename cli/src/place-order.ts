import { basketApi, type Client, ordersApi, paymentsApi } from '@verstak/sdk';
import type { Basket, Order, Payment, PaySystemCode } from '@verstak/sdk/contract';
import { CliError } from './io';

/** How the order reaches the buyer. */
export type DeliveryChoice =
  | { type: 'pickup'; shopId: number }
  | { type: 'courier'; address: string; date: string; time: string };

/** What checkout needs: the delivery, the pay system, the buyer, and the basket's promo code and bonuses. */
export interface CheckoutPlan {
  delivery: DeliveryChoice;
  pay: PaySystemCode;
  name: string;
  phone: string;
  email?: string | undefined;
  promo?: string | undefined;
  /** Spend the bonuses the account may spend on this basket. */
  bonuses?: boolean | undefined;
  comment?: string | undefined;
}

/** What checkout gave: the order and, when it can be paid online now, the payment to pay it with. */
export interface PlacedOrder {
  basket: Basket;
  order: Order;
  payment: Payment | null;
}

/**
 * Places the visitor's basket as an order as the checkout page does: applies the promo code and the
 * bonuses, reads the basket's version (the server refuses the order if the basket changed since),
 * places the order, then creates its payment. The SDK gives the order and the payment call each an
 * `Idempotency-Key`, sent again unchanged on their retries.
 */
export async function placeOrder(client: Client, plan: CheckoutPlan): Promise<PlacedOrder> {
  const basketCalls = basketApi(client);
  let basket = await basketCalls.get({});
  if (plan.promo !== undefined) basket = await basketCalls.setPromoCode({ promoCode: plan.promo });
  if (plan.bonuses) basket = await basketCalls.setBonuses({ applyBonuses: true });
  if (basket.items.length === 0)
    throw new CliError(
      'The basket is empty: add products first (verstak basket add <productId>)',
      'validation',
    );
  const delivery =
    plan.delivery.type === 'pickup'
      ? { deliveryType: 'pickup' as const, shopId: plan.delivery.shopId }
      : {
          deliveryType: 'courier' as const,
          address: plan.delivery.address,
          deliveryDate: plan.delivery.date,
          deliveryTime: plan.delivery.time,
        };
  const { order } = await ordersApi(client).make({
    ...delivery,
    paySystem: plan.pay,
    name: plan.name,
    phone: plan.phone,
    ...(plan.email ? { email: plan.email } : {}),
    ...(plan.comment ? { comment: plan.comment } : {}),
    basketVersion: basket.version,
  });
  const payment = order.isAvailablePay ? await paymentsApi(client).create({ orderId: order.id }) : null;
  return { basket, order, payment };
}
