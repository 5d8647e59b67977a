import { type Basket, isApiError } from '@verstak/sdk';
import type { Repriced } from './courier-price-shown';

// The figures the order forms (checkout, one click) show and send (issue 14): the server refuses an
// order whose total is not the one the form showed, so a form sends the total it shows and, when
// refused, shows the new one and sends that next. What the checkout page itself shows is in
// courier-price-shown.ts and address-with-city.ts, so its first load has them without this module.

/** A refusal of checkout for its figures: the message to show, and what to show from now on. */
export type FiguresRefusal =
  | { kind: 'basket'; message: string; basket: Basket | null }
  | { kind: 'price'; message: string; repriced: Repriced | null };

/**
 * The refusal of an order whose figures changed since the page showed them: the basket (409
 * `basket_changed`, with the new basket) or the total (409 `price_changed`, with the new courier
 * price for the address sent); null for any other error.
 */
export function figuresRefusal(error: unknown, address: string): FiguresRefusal | null {
  if (isApiError(error, 'basket_changed'))
    return { kind: 'basket', message: error.message, basket: error.details.basket ?? null };
  if (isApiError(error, 'price_changed')) {
    const price = error.details.deliveryPrice;
    return {
      kind: 'price',
      message: error.message,
      repriced: typeof price === 'number' ? { address: address.trim(), price } : null,
    };
  }
  return null;
}

/**
 * A one-click form's price after the server refused the order for its total (409 `price_changed`, the
 * address in another city, say): the total and delivery it named, shown and sent next; else unchanged.
 */
export function fastPriceAfter<T extends { total: number; deliveryPrice: number }>(
  error: unknown,
  price: T | null,
): T | null {
  if (!price || !isApiError(error, 'price_changed')) return price;
  const { total, deliveryPrice } = error.details;
  // The details are the server's JSON: trusted for their type only once checked.
  if (typeof total !== 'number') return price;
  return { ...price, total, ...(typeof deliveryPrice === 'number' ? { deliveryPrice } : {}) };
}
