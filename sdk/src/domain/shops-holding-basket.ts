import type { PickupPoint } from '../api/api-types';

/**
 * The pickup shops that hold every line of the basket, soonest ready first (then by name): the ones a
 * pickup checkout may name as `shopId`. Reads a `deliveries` answer (`ordersApi(client).deliveries()`,
 * or the checkout page's `deliveries`), whose points say what each shop lacks; a shop lacking any
 * line, or any of a line's quantity, is left out, and an empty basket has none.
 */
export function shopsHoldingBasket(deliveries: {
  readonly pickup: { readonly points: readonly PickupPoint[] };
}): PickupPoint[] {
  return deliveries.pickup.points
    .filter((point) => point.available && point.missing.length === 0)
    .sort((a, b) => a.readyDate.localeCompare(b.readyDate) || a.name.localeCompare(b.name, 'ru'));
}
