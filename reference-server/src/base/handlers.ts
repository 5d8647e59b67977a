import {
  type BaseSelect,
  baseCalls,
  baseSelectSchema,
  type CallOutput,
  cityVersionTag,
} from '@verstak/sdk/contract';
import { baseUserOf } from '../account/profile';
import { type CityRow, findCity, listCityRows, listShops, toCity } from '../cities/city-rows';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
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

type BaseData = CallOutput<typeof baseCalls.get>;

/**
 * The base data of a guest without a session, once per database, city, month (the city's version tag)
 * and selection: every such visitor gets the same object, so it is also serialized once. Catalogue
 * writes drop it with the other memos.
 */
const guestBaseOf = perDatabaseKeyed(async (db: Db, key: string): Promise<BaseData> => {
  const [cityId = '', tag = '', ...wanted] = key.split('|');
  // Any moment of the tag's month stamps the city alike: take its first.
  const [, year = '', month = ''] = tag.split('-');
  const monthStart = Date.UTC(Number(year), Number(month) - 1, 1);
  return baseData(
    db,
    await cityById(db, Number(cityId)),
    monthStart,
    new Set(wanted as BaseSelect[]),
    null,
    null,
  );
});

async function cityById(db: Db, id: number) {
  const row = (await listCityRows(db)).find((c) => c.id === id);
  if (!row) throw new Error(`No city ${id}`);
  return row;
}

/**
 * The base data: the shared layout parts, and the session's: its visitor id and, for a logged-in
 * account (`userId`), the user's basic fields (§3), read per request.
 */
async function baseData(
  db: Db,
  city: CityRow,
  now: number,
  wanted: ReadonlySet<BaseSelect>,
  fUserId: string | null,
  userId: number | null,
): Promise<BaseData> {
  const data: BaseData = {};
  if (wanted.has('city')) data.city = toCity(city, now);
  if (wanted.has('menu')) data.menu = await menuOf(db);
  // Baskets, favourites and comparison come with the commerce step; until then their lists are empty.
  if (wanted.has('user')) data.user = userId === null ? null : await baseUserOf(db, userId);
  if (wanted.has('fUserId')) data.fUserId = fUserId;
  if (wanted.has('compare')) data.compare = [];
  if (wanted.has('favorites')) data.favorites = [];
  if (wanted.has('basket')) data.basket = EMPTY_BASKET;
  if (wanted.has('shops')) data.shops = await listShops(db, city.id);
  if (wanted.has('headerBanners')) data.headerBanners = await headerBannersOf(db);
  if (wanted.has('estimatesCount')) data.estimatesCount = 0;
  return data;
}

/** The base calls (§7.2). */
export const baseHandlers = defineHandlers(baseCalls, {
  /** The session and layout data of every page; `select` narrows it (§3, §4.3). */
  async get(input, ctx) {
    const wanted = new Set<BaseSelect>(input.select ?? baseSelectSchema.options);
    const city = input.hostSubdomain
      ? await findCity(ctx.db, { subdomain: input.hostSubdomain, locationId: ctx.city.location_id })
      : ctx.city;
    const now = ctx.clock.now();
    if (ctx.session === null) {
      // The city's version tag changes with the month: so does the memo's key.
      return guestBaseOf(ctx.db, [city.id, cityVersionTag(new Date(now)), ...[...wanted].sort()].join('|'));
    }
    const userId = ctx.session.role === 'authorized' ? ctx.session.userId : null;
    return baseData(ctx.db, city, now, wanted, ctx.session.fUserId, userId);
  },
});
