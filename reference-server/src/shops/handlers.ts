import { listCityRows, listShops, shopByCode } from '../cities/city-rows';
import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { findLocations, locationById } from './location-rows';
import { shopsMap } from './map-config';
import { toShopCard } from './shop-cards';

/** Places a lookup answers with when the caller names no limit. */
const LOCATIONS_LIMIT = 10;

const HOME = { title: 'Главная', url: '/', sections: [], tags: [] };
/** §2.4: the shops' breadcrumb reads «Где купить». */
const WHERE_TO_BUY = { title: 'Где купить', url: '/shops/', sections: [], tags: [] };

/** The shops and their locations (§7.2, §7.7): the shops page and map, a shop's page, the address lookup. */
export const shopsHandlers = defineHandlers('shops', {
  async pages({ view = 'list' }, ctx) {
    const now = ctx.clock.now();
    const city = ctx.city;
    const pickupCities = (await listCityRows(ctx.db, { kind: 'pickup' })).filter((c) => c.id !== city.id);
    const [shops, others] = await Promise.all([
      listShops(ctx.db, city.id),
      Promise.all(
        pickupCities.map(async (c) => ({
          name: c.name,
          subdomain: c.subdomain,
          shops: (await listShops(ctx.db, c.id)).map((s) => toShopCard(s, now)),
        })),
      ),
    ]);
    const map = view === 'map';
    return {
      meta: pageMeta({
        title: map
          ? `Магазины ${STORE_NAME} ${city.name_pr} на карте | ${STORE_NAME}`
          : `Магазины ${STORE_NAME} ${city.name_pr}: адреса, телефоны, часы работы | ${STORE_NAME}`,
        description:
          shops.length > 0
            ? `Адреса магазинов ${STORE_NAME} ${city.name_pr}, часы работы и телефоны. Самовывоз заказов, инструмент и техника в наличии.`
            : `Магазинов ${STORE_NAME} ${city.name_pr} пока нет: доставим заказ или заберите его в магазине другого города.`,
        canonical: map ? '/shops/map/' : '/shops/',
      }),
      breadcrumbs: map
        ? [HOME, WHERE_TO_BUY, { title: 'Карта магазинов', url: '/shops/map/', sections: [], tags: [] }]
        : [HOME, WHERE_TO_BUY],
      view,
      city: {
        name: city.name,
        namePr: city.name_pr,
        locationId: city.location_id,
        coordinates: [city.lat, city.lon],
      },
      shops: shops.map((s) => toShopCard(s, now)),
      otherCities: others.filter((c) => c.shops.length > 0),
      map: shopsMap(),
    };
  },

  async shop({ code }, ctx) {
    const found = await shopByCode(ctx.db, code);
    if (!found) throw new HttpError(404, 'shop_not_found', { code: `No shop has code ${code}` });
    const now = ctx.clock.now();
    const [[details], neighbours] = await Promise.all([
      ctx.db.query<{ directions: string; in_stock: number }>(
        `SELECT directions, (SELECT count(*)::int FROM stock WHERE shop_id = $1 AND quantity > 0) AS in_stock
           FROM shops WHERE id = $1`,
        [found.shop.id],
      ),
      listShops(ctx.db, found.cityId),
    ]);
    const shop = toShopCard(found.shop, now);
    const street = shop.address.replace(/^г\.\s*[^,]+,\s*/, '');
    return {
      meta: pageMeta({
        title: `${shop.name}, ${shop.address}: часы работы и телефон | ${STORE_NAME}`,
        description: `Магазин ${STORE_NAME} по адресу ${shop.address}. Часы работы, телефон, как добраться, самовывоз заказов.`,
        canonical: shop.url,
      }),
      breadcrumbs: [HOME, WHERE_TO_BUY, { title: street, url: shop.url, sections: [], tags: [] }],
      shop: {
        ...shop,
        directions: (details?.directions ?? '').split(/\n{2,}/).filter((p) => p.trim() !== ''),
        productsInStock: details?.in_stock ?? 0,
      },
      neighbours: neighbours.filter((s) => s.id !== shop.id).map((s) => toShopCard(s, now)),
      map: shopsMap(),
    };
  },

  async locations({ q, type, parentId, limit = LOCATIONS_LIMIT }, ctx) {
    if (parentId !== undefined && !(await locationById(ctx.db, parentId)))
      throw new HttpError(404, 'location_not_found', { parentId: `No location has id ${parentId}` });
    return { items: await findLocations(ctx.db, { q, type, parentId, limit }) };
  },

  async locationChildren({ parentId, q, limit = LOCATIONS_LIMIT }, ctx) {
    const parent = await locationById(ctx.db, parentId);
    if (!parent)
      throw new HttpError(404, 'location_not_found', { parentId: `No location has id ${parentId}` });
    const items = await findLocations(ctx.db, { q, parentId, limit: 1000 });
    // Children only: a region's cities, a city's streets (not a region's streets).
    return { parent, items: items.filter((l) => l.parentId === parentId).slice(0, limit) };
  },
});
