import type { GoalEvent } from './goal';
import type { PageViewEvent } from './page-view-event';

// The ecommerce events of §7.8 as a typed model. Ids are product ids as the catalogue has them;
// `createAnalytics` suffixes them with `@` and the region code (§5) before any sender sees them.

/** A product as the ecommerce events carry it. */
export interface EcommerceProduct {
  /** The product id; a sender receives it as `{id}@{regionCode}` (§5). */
  id: number | string;
  name: string;
  /** Price of one unit, roubles. */
  price: number;
  brand?: string;
  /** The section chain, e.g. «Инструмент/Дрели». */
  category?: string;
  quantity?: number;
  /** The product's place in a list (impressions, click). */
  position?: number;
  /** The list it was shown in (impressions, click), e.g. «Каталог». */
  list?: string;
}

/** A promotion (a slide or a banner) as promoView and promoClick carry it (§3 Banner (tracking)). */
export interface EcommercePromotion {
  id: number | string;
  name: string;
  creative?: string;
  position?: number | string;
}

/** A placed order as purchase carries it (§7.8: currency RUB, id, revenue, coupon). */
export interface EcommerceOrder {
  /** The order's number. */
  id: string;
  /** What the order costs in all, roubles. */
  revenue: number;
  /** The promo code used, if any. */
  coupon?: string;
}

/** One tracking event (§7.8): an ecommerce event, a search, a named goal, or a page view. */
export type EcommerceEvent =
  | { type: 'impressions'; products: EcommerceProduct[] }
  | { type: 'click'; products: EcommerceProduct[]; list?: string }
  | { type: 'detail'; products: EcommerceProduct[] }
  | { type: 'promoView'; promotions: EcommercePromotion[] }
  | { type: 'promoClick'; promotions: EcommercePromotion[] }
  | { type: 'add'; products: EcommerceProduct[] }
  | { type: 'remove'; products: EcommerceProduct[] }
  | { type: 'checkout'; step: 1; products: EcommerceProduct[] }
  | { type: 'purchase'; order: EcommerceOrder; products: EcommerceProduct[] }
  /** A search submitted (§5: only a non-empty trimmed query; see `searchEvent`). */
  | { type: 'search'; query: string }
  /** A named goal reached (§7.8: add_to_cart, registration, buy_1_click…; see `GOALS`). */
  | GoalEvent
  /** A page shown by client navigation (not the first page; see `PageViewEvent`). */
  | PageViewEvent;

/** The kinds of ecommerce event. */
export type EcommerceEventType = EcommerceEvent['type'];

/** A product id as analytics sends it: suffixed with `@` and the region code (§5). */
export function analyticsProductId(id: number | string, regionCode: string | null | undefined): string {
  const plain = String(id);
  return regionCode ? `${plain}@${regionCode}` : plain;
}

/** A basket or cart line as an ecommerce product. */
export function basketLineProduct(
  line: {
    id: number;
    title: string;
    price: number;
    manufacturer?: string;
    section?: { chainString: string };
  },
  quantity: number,
): EcommerceProduct {
  const product: EcommerceProduct = { id: line.id, name: line.title, price: line.price, quantity };
  if (line.manufacturer) product.brand = line.manufacturer;
  if (line.section?.chainString) product.category = line.section.chainString;
  return product;
}
