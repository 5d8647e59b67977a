import type { VerstakValue } from '@verstak/react';
import type { BaseData } from '@verstak/sdk';

/**
 * Puts the base data's favourites, comparison and basket into the SDK's stores (§4.1: base data
 * carries them): on the server render, at hydration, and after every session change.
 */
export function seedCommerce(stores: VerstakValue['stores'], base: BaseData): void {
  if (base.favorites) stores.favorites.setIds(base.favorites);
  if (base.compare) stores.compare.setIds(base.compare);
  if (base.basket) stores.basket.setBasket(base.basket);
}
