import {
  type BaseSelect,
  type Basket,
  type baseCalls,
  baseSelectSchema,
  type CallOutput,
  COOKIE_LIFETIME_SECONDS,
  cityVersionTag,
  closedBannerIds,
  HEADER_BANNER_COOKIE,
  withClosedBanner,
} from '@verstak/sdk/contract';
import { baseUserOf } from '../account/profile';
import { priceBasket } from '../basket/price-basket';
import { toBasket } from '../basket/to-basket';
import { type CityRow, findCity, listCityRows, listShops, toCity } from '../cities/city-rows';
import { defineHandlers } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { countEstimates } from '../estimates/estimate-rows';
import { HttpError } from '../http/http-error';
import { COMPARE_LIST, FAVORITES_LIST, listedIds } from '../product-lists/visitor-list';
import { headerBannersOf, withoutClosedBanners } from './header-banners';
import { menuOf } from './menu';

const EMPTY_BASKET: Basket = {
  items: [],
  itemsTotal: 0,
  priceTotal: 0,
  availableBonuses: 0,
  applyBonuses: false,
  appliedBonuses: 0,
  appliedPromoCode: '',
  delivery: null,
  deletedItems: [],
  priceBaseTotal: 0,
  discountTotal: 0,
  promoCodeDiscount: 0,
  version: '',
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
  // A guest without a session has no lists yet: empty, without a query (the memoized path). The
  // session's reads go at once; the layout parts below come from memos.
  const visitor = fUserId === null ? null : { fUserId, userId };
  const [user, compare, favorites, basket, estimatesCount] = await Promise.all([
    wanted.has('user') && userId !== null ? baseUserOf(db, userId) : null,
    wanted.has('compare') && visitor ? listedIds(db, COMPARE_LIST, visitor.fUserId) : [],
    wanted.has('favorites') && visitor ? listedIds(db, FAVORITES_LIST, visitor.fUserId) : [],
    // The lines shown once stay for the basket's own answers (the cart page shows them).
    wanted.has('basket') && visitor
      ? priceBasket(db, visitor, city, { now, takeDeleted: false }).then(toBasket)
      : EMPTY_BASKET,
    wanted.has('estimatesCount') && userId !== null ? countEstimates(db, userId) : 0,
  ]);
  const data: BaseData = {};
  if (wanted.has('city')) data.city = toCity(city, now);
  if (wanted.has('menu')) data.menu = await menuOf(db);
  if (wanted.has('user')) data.user = user;
  if (wanted.has('fUserId')) data.fUserId = fUserId;
  if (wanted.has('shops')) data.shops = await listShops(db, city.id);
  if (wanted.has('headerBanners')) data.headerBanners = await headerBannersOf(db);
  if (wanted.has('compare')) data.compare = compare;
  if (wanted.has('favorites')) data.favorites = favorites;
  if (wanted.has('basket')) data.basket = basket;
  if (wanted.has('estimatesCount')) data.estimatesCount = estimatesCount;
  return data;
}

/** The base calls (§7.2). */
export const baseHandlers = defineHandlers('base', {
  /** The session and layout data of every page; `select` narrows it (§3, §4.3). */
  async get(input, ctx) {
    const wanted = new Set<BaseSelect>(input.select ?? baseSelectSchema.options);
    const city = input.hostSubdomain
      ? await findCity(ctx.db, { subdomain: input.hostSubdomain, locationId: ctx.city.location_id })
      : ctx.city;
    const now = ctx.clock.now();
    const closed = closedBannerIds(ctx.cookie(HEADER_BANNER_COOKIE));
    if (ctx.session === null) {
      // The city's version tag changes with the month: so does the memo's key.
      const shared = await guestBaseOf(
        ctx.db,
        [city.id, cityVersionTag(new Date(now)), ...[...wanted].sort()].join('|'),
      );
      // A guest who closed a banner gets their own copy without it; everyone else the shared answer.
      return withoutClosedBanners(shared, closed);
    }
    const userId = ctx.session.role === 'authorized' ? ctx.session.userId : null;
    return withoutClosedBanners(
      await baseData(ctx.db, city, now, wanted, ctx.session.fUserId, userId),
      closed,
    );
  },
  /** Closes a header banner for this browser (§7.7): the cookie lists it, `/base` leaves it out. */
  async closeHeaderBanner({ id }, ctx) {
    const banner = (await headerBannersOf(ctx.db)).find((b) => b.id === id);
    // A banner without its cross cannot be closed; an unknown id is told apart from a bad one.
    if (!banner) throw new HttpError(404, 'not_found', { id: 'No such header banner' });
    if (!banner.crossUse) throw new HttpError(400, 'validation', { id: 'This banner cannot be closed' });
    const value = withClosedBanner(ctx.cookie(HEADER_BANNER_COOKIE), id);
    setBannerCookie(ctx, value);
    return { closed: closedBannerIds(value) };
  },
});

/** The closed banners' cookie: a year (§9's cookie lifetime), readable by the page, sent to the API. */
function setBannerCookie(ctx: RequestContext, value: string): void {
  ctx.setCookie(HEADER_BANNER_COOKIE, value, {
    maxAge: COOKIE_LIFETIME_SECONDS,
    sameSite: 'Lax',
    path: '/',
    secure: ctx.secure,
  });
}
