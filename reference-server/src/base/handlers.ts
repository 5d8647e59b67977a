import { type BaseSelect, baseCalls, baseSelectSchema, type CallOutput } from '@verstak/sdk/contract';
import { findCity, listShops, toCity } from '../cities/city-rows';
import { defineHandlers } from '../http/define-handlers';
import { headerBannersOf } from './header-banners';
import { menuOf } from './menu';

const EMPTY_BASKET = {
  items: [],
  itemsTotal: 0,
  priceTotal: 0,
  availableBonuses: 0,
  applyBonuses: false,
  appliedBonuses: 0,
  appliedPromoCode: '',
  delivery: null,
  deletedItems: [],
};

/** The base calls (§7.2). */
export const baseHandlers = defineHandlers(baseCalls, {
  /** The session and layout data of every page; `select` narrows it (§3, §4.3). */
  async get(input, ctx) {
    const wanted = new Set<BaseSelect>(input.select ?? baseSelectSchema.options);
    const city = input.hostSubdomain
      ? await findCity(ctx.db, { subdomain: input.hostSubdomain, locationId: ctx.city.location_id })
      : ctx.city;
    const data: CallOutput<typeof baseCalls.get> = {};
    if (wanted.has('city')) data.city = toCity(city, ctx.clock.now());
    if (wanted.has('menu')) data.menu = await menuOf(ctx.db);
    // Accounts, baskets, favourites and comparison come with the identity and commerce steps;
    // until then every visitor is a guest with empty lists.
    if (wanted.has('user')) data.user = null;
    if (wanted.has('fUserId')) data.fUserId = ctx.session?.fUserId ?? null;
    if (wanted.has('compare')) data.compare = [];
    if (wanted.has('favorites')) data.favorites = [];
    if (wanted.has('basket')) data.basket = EMPTY_BASKET;
    if (wanted.has('shops')) data.shops = await listShops(ctx.db, city.id);
    if (wanted.has('headerBanners')) data.headerBanners = await headerBannersOf(ctx.db);
    if (wanted.has('estimatesCount')) data.estimatesCount = 0;
    return data;
  },
});
