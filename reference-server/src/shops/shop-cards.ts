import { type Shop, type ShopCard, shopOpenState, weekHours } from '@verstak/sdk/contract';

/** A shop as its pages list it, with whether it is open at `now` (Moscow time) and its week. */
export function toShopCard(shop: Shop, now: number): ShopCard {
  return {
    ...shop,
    url: `/shops/${shop.code}/`,
    openState: shopOpenState(shop.schedule, now, shop.opened),
    week: weekHours(shop.schedule, now),
  };
}
