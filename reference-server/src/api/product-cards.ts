import type { ProductCard } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { formatPropertyValue, type PropertyInfo } from './properties';

/** Columns a product card needs; `p` is products, the city's id is the parameter `cityParam`. */
export function cardColumns(cityParam: string): string {
  return `p.id, p.code, p.title, p.short_title, p.price, p.old_price, p.rating::float8 AS rating, p.reviews,
    p.is_available, p.is_recommended, p.popularity, p.novelty, p.props, p.section_id,
    s.title AS section_title, s.url AS section_url, b.id AS brand_id, b.title AS brand_title, b.code AS brand_code,
    EXISTS (SELECT 1 FROM stock st JOIN shops sh ON sh.id = st.shop_id WHERE st.product_id = p.id AND sh.city_id = ${cityParam} AND st.quantity > 0) AS in_city`;
}

/** The joins {@link cardColumns} reads from. */
export const CARD_JOINS = 'JOIN sections s ON s.id = p.section_id JOIN brands b ON b.id = p.brand_id';

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
  section_title: string;
  section_url: string;
  brand_id: number;
  brand_title: string;
  brand_code: string;
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

/** The delivery promise shown on a card. */
function deliveryShort(row: CardRow): string {
  if (!row.is_available) return 'Нет в наличии';
  return row.in_city ? 'Самовывоз сегодня' : 'Доставка от 2 дней';
}

/** A card row as the contract's ProductCard; on lists one non-discount icon plus discounts are kept (§3). */
export function toProductCard(
  row: CardRow,
  position: number,
  properties: Map<string, PropertyInfo>,
  newFrom: number,
): ProductCard {
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
    previewPicture: `/images/products/${row.id}.svg`,
    mostImportantParams: params,
    isRecommended: row.is_recommended,
    priceCurrent: { current: row.price, old: row.old_price, showOld: row.old_price > row.price },
    icons: [...all.filter((i) => i.isDiscount), ...(firstMark ? [firstMark] : [])],
    favourite: false,
    rating: { current: row.rating, scale: 5, count: { all: row.reviews } },
    section: { id: row.section_id, title: row.section_title, url: row.section_url },
    sectionUrl: row.section_url,
    manufacturer: { id: row.brand_id, title: row.brand_title, code: row.brand_code },
    position,
    stereographic: row.id % 10 === 0,
    deliveryShort: deliveryShort(row),
  };
}

/** The novelty rank from which a product counts as new: the newest tenth of the catalogue. */
export async function newFromRank(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT coalesce(max(novelty), 0)::int AS n FROM products');
  return Math.floor((row?.n ?? 0) * 0.9);
}

/** Cards for rows in their order, numbered from `firstPosition`. */
export async function toCards(
  db: Db,
  rows: CardRow[],
  properties: Map<string, PropertyInfo>,
  firstPosition = 1,
): Promise<ProductCard[]> {
  const newFrom = await newFromRank(db);
  return rows.map((row, i) => toProductCard(row, firstPosition + i, properties, newFrom));
}
