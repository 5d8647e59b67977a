import type { BasketLine, Order } from '../api/api-types';
import { basketLineProduct, type EcommerceEvent } from './ecommerce-event';

/**
 * The purchase event of a placed order (§7.8): its number, total and promo code, and its lines at the
 * prices ordered; a line that was in `basketLines` keeps the brand and category the basket knew.
 */
export function purchaseEvent(order: Order, basketLines: readonly BasketLine[] = []): EcommerceEvent {
  return {
    type: 'purchase',
    order: {
      id: order.number,
      revenue: order.total,
      ...(order.promoCode ? { coupon: order.promoCode } : {}),
    },
    products: order.products.map((p) => {
      const from = basketLines.find((item) => item.id === p.id);
      return basketLineProduct(from ? { ...from, price: p.price } : p, p.quantity);
    }),
  };
}
