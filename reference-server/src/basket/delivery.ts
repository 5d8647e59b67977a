import type { CityRow } from '../cities/city-rows';

// Courier delivery (§3 Basket delivery; srv-orders prices the order's delivery with the same function).
// A city with our shops (`kind` pickup) is delivered from the local warehouse; a delivery-only city
// costs more. Both are free from a goods sum.

/** The title of courier delivery as the basket and checkout show it. */
export const COURIER_TITLE = 'Курьерская доставка';
/** Courier price in a city with our shops: 390 ₽. */
export const COURIER_LOCAL_KOPECKS = 39_000;
/** Courier price in a delivery-only city: 690 ₽. */
export const COURIER_REMOTE_KOPECKS = 69_000;
/** Free courier delivery from 5 000 ₽ of goods in a city with our shops. */
export const FREE_COURIER_LOCAL_FROM_KOPECKS = 500_000;
/** Free courier delivery from 15 000 ₽ of goods in a delivery-only city. */
export const FREE_COURIER_REMOTE_FROM_KOPECKS = 1_500_000;

/**
 * The courier price to `city` for goods worth `goodsKopecks` (after discounts, promo code and
 * bonuses: what the shopper pays for the goods), in kopecks: 0 from the free-delivery threshold.
 */
export function courierPrice(city: Pick<CityRow, 'kind'>, goodsKopecks: number): number {
  const local = city.kind === 'pickup';
  const freeFrom = local ? FREE_COURIER_LOCAL_FROM_KOPECKS : FREE_COURIER_REMOTE_FROM_KOPECKS;
  if (goodsKopecks >= freeFrom) return 0;
  return local ? COURIER_LOCAL_KOPECKS : COURIER_REMOTE_KOPECKS;
}
