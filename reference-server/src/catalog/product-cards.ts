import { type ProductCard, pickupPromise } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { runAll } from '../db/run-all';
import { productPictureUrl } from '../images/picture-urls';
import { DEFAULT_SCHEDULE } from '../seed/cities-data';
import { type BrandRow, brandsOf } from './brands';
import { formatPropertyValue, type PropertyInfo, propertiesOf } from './properties';
import { cityPriceSql } from './regional-prices';
import { type SectionRow, sectionRowsOf } from './sections';

/**
 * Columns a product card needs; `p` is products, the city's id is the parameter `cityParam`: its
 * stock and its prices (regional-prices.ts). The section and the brand are not joined: {@link toCards}
 * takes them from the cached tree and brands.
 */
export function cardColumns(cityParam: string): string {
  return `p.id, p.code, p.title, p.short_title, ${cityPriceSql('price', cityParam)} AS price,
    ${cityPriceSql('old_price', cityParam)} AS old_price, p.rating, p.reviews,
    p.is_available, p.is_recommended, p.popularity, p.novelty, p.props, p.section_id, p.top_id, p.brand_id,
    EXISTS (SELECT 1 FROM stock st JOIN shops sh ON sh.id = st.shop_id WHERE st.product_id = p.id AND sh.city_id = ${cityParam} AND st.quantity > 0) AS in_city`;
}

/** The card rows of products `ids`, in the order of `ids` (a page picked elsewhere); `cityId` for stock. */
export async function cardRowsByIds(db: Db, ids: readonly number[], cityId: number): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `SELECT ${cardColumns('$2')} FROM products p WHERE p.id = ANY($1::int[])`,
    [ids, cityId],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A row selected with {@link cardColumns}. */
export interface CardRow {
  id: number;
  code: string;
  title: string;
  short_title: string;
  price: number;
  old_price: number;
  rating: number;
  reviews: number;
  is_available: boolean;
  is_recommended: boolean;
  popularity: number;
  novelty: number;
  props: Record<string, string | number>;
  section_id: number;
  top_id: number;
  brand_id: number;
  in_city: boolean;
}

const IMPORTANT = 3;

/** The product icons: a discount, and marks for recommended, hit and new products. */
function icons(row: CardRow, newFrom: number) {
  const list: ProductCard['icons'] = [];
  if (row.old_price > row.price) {
    list.push({
      xmlId: 'discount',
      title: `−${Math.round((1 - row.price / row.old_price) * 100)}%`,
      isDiscount: true,
    });
  }
  if (row.popularity >= 95_000) list.push({ xmlId: 'hit', title: 'Хит', isDiscount: false });
  if (row.novelty >= newFrom) list.push({ xmlId: 'new', title: 'Новинка', isDiscount: false });
  if (row.is_recommended) list.push({ xmlId: 'recommend', title: 'Рекомендуем', isDiscount: false });
  return list;
}

/**
 * The delivery promise shown on a card: pickup today only while the city's shops can still assemble
 * the order before closing (Moscow time, their hours), else the day they can (§2.2 stores/).
 */
/** What a card in stock in the city promises at `now`: «Самовывоз сегодня», «… завтра с 8:00». */
export function pickupWordsAt(now: number): string {
  return pickupPromise(DEFAULT_SCHEDULE, now)?.short ?? 'Самовывоз из магазина';
}

function deliveryShort(row: CardRow, now: number): string {
  if (!row.is_available) return 'Нет в наличии';
  if (!row.in_city) return 'Доставка от 2 дней';
  return pickupWordsAt(now);
}

/**
 * Cards built earlier (a cached page) with their pickup promise as of `now`: a card in stock in the
 * city says the day its shops can hand it over now, not when the cache was filled.
 */
export function withPickupAt(cards: readonly ProductCard[], now: number): ProductCard[] {
  const short = pickupWordsAt(now);
  return cards.map((card) =>
    card.deliveryShort.startsWith('Самовывоз') ? { ...card, deliveryShort: short } : card,
  );
}

/** A card row as the contract's ProductCard; on lists one non-discount icon plus discounts are kept (§3). */
export function toProductCard(
  row: CardRow,
  position: number,
  catalog: CardCatalog,
  now: number = Date.now(),
): ProductCard {
  const { properties, newFrom } = catalog;
  const section = catalog.sections.get(row.section_id);
  const brand = catalog.brands.get(row.brand_id);
  if (!section || !brand) throw new Error(`Product ${row.id} names a section or brand that does not exist`);
  const all = icons(row, newFrom);
  const firstMark = all.find((i) => !i.isDiscount);
  const params = Object.entries(row.props)
    .filter(([code]) => code !== 'brand')
    .map(([code, value]) => ({ property: properties.get(code), value }))
    .filter((p): p is { property: PropertyInfo; value: string | number } => p.property !== undefined)
    .sort((a, b) => a.property.sort - b.property.sort)
    .slice(0, IMPORTANT)
    .map(({ property, value }) => ({ title: property.title, value: formatPropertyValue(property, value) }));
  return {
    id: row.id,
    code: row.code,
    isAvailable: row.is_available,
    url: `/product/${row.code}/`,
    title: row.title,
    shortTitle: row.short_title,
    previewPicture: productPictureUrl(row),
    mostImportantParams: params,
    isRecommended: row.is_recommended,
    priceCurrent: { current: row.price, old: row.old_price, showOld: row.old_price > row.price },
    icons: [...all.filter((i) => i.isDiscount), ...(firstMark ? [firstMark] : [])],
    favourite: false,
    rating: { current: row.rating, scale: 5, count: { all: row.reviews } },
    section: { id: section.id, title: section.title, url: section.url },
    sectionUrl: section.url,
    manufacturer: { id: brand.id, title: brand.title, code: brand.code },
    position,
    stereographic: row.id % 10 === 0,
    deliveryShort: deliveryShort(row, now),
  };
}

/** The novelty rank from which a product counts as new: the newest tenth of the catalogue. */
async function newFromRank(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT coalesce(max(novelty), 0) AS n FROM products');
  return Math.floor((row?.n ?? 0) * 0.9);
}

/** What cards are built with besides their rows. */
export interface CardCatalog {
  properties: Map<string, PropertyInfo>;
  sections: Map<number, SectionRow>;
  brands: Map<number, BrandRow>;
  newFrom: number;
}

/** The sections by id, once per database. */
const sectionsById = perDatabase(async (db) => new Map((await sectionRowsOf(db)).map((s) => [s.id, s])));

/** {@link newFromRank}, once per database: products are only written by the seed. */
export const newFromRankOf = perDatabase(newFromRank);

/** The reference data cards are built with, from the per-database caches. */
export async function cardCatalog(db: Db): Promise<CardCatalog> {
  // In a transaction (one connection, not memoized there) the reads go one after another.
  const [properties, sections, brands, newFrom] = await runAll(db, [
    () => propertiesOf(db),
    () => sectionsById(db),
    () => brandsOf(db),
    () => newFromRankOf(db),
  ] as const);
  return { properties, sections, brands, newFrom };
}

/** Cards for rows in their order, numbered from `firstPosition`. */
export async function toCards(
  db: Db,
  rows: CardRow[],
  firstPosition = 1,
  now: number = Date.now(),
): Promise<ProductCard[]> {
  const catalog = await cardCatalog(db);
  return rows.map((row, i) => toProductCard(row, firstPosition + i, catalog, now));
}
