import type { Basket } from '@verstak/sdk';

/** The courier's price the server named for an address when it refused the order (price_changed). */
export interface Repriced {
  address: string;
  price: number;
}

/** What the checkout's summary shows for a courier to `address`: the server's new figure for it, else the basket's. */
export function courierPriceShown(
  basket: Pick<Basket, 'delivery'>,
  pagePrice: number,
  address: string,
  repriced: Repriced | null,
): number {
  if (repriced && repriced.address === address.trim()) return repriced.price;
  // The basket's delivery follows every change of the basket (bonuses, promo code); the page's is its first.
  return basket.delivery?.price ?? pagePrice;
}
