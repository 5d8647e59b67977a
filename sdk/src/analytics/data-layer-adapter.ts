import { ANALYTICS_CURRENCY } from '../domain/commerce-constants';
import type { AnalyticsSender } from './create-analytics';
import type { EcommerceEvent, EcommerceProduct } from './ecommerce-event';

/** What Yandex Metrica's ecommerce reads from the data layer. */
export interface DataLayerEntry {
  ecommerce: Record<string, unknown> & { currencyCode?: string };
  /** A goal that is not ecommerce (a search submitted), with what it carries. */
  event?: string;
  query?: string;
}

/** An array-like data layer: `window.dataLayer`. */
export interface DataLayer {
  push(entry: DataLayerEntry): unknown;
}

function product(p: EcommerceProduct): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(p.id), name: p.name, price: p.price };
  if (p.brand !== undefined) out.brand = p.brand;
  if (p.category !== undefined) out.category = p.category;
  if (p.quantity !== undefined) out.quantity = p.quantity;
  if (p.position !== undefined) out.position = p.position;
  if (p.list !== undefined) out.list = p.list;
  return out;
}

/**
 * An event as Yandex Metrica's ecommerce data-layer entry (§7.8); null for a goal, which Metrica
 * takes by `reachGoal`, and for a page view, which it takes by `hit` (see `metricaSender`), not from
 * the data layer.
 */
export function toDataLayerEntry(event: EcommerceEvent): DataLayerEntry | null {
  const currencyCode = ANALYTICS_CURRENCY;
  switch (event.type) {
    case 'impressions':
      return { ecommerce: { currencyCode, impressions: event.products.map(product) } };
    case 'click':
      return {
        ecommerce: {
          currencyCode,
          click: {
            ...(event.list ? { actionField: { list: event.list } } : {}),
            products: event.products.map(product),
          },
        },
      };
    case 'detail':
    case 'add':
    case 'remove':
      return { ecommerce: { currencyCode, [event.type]: { products: event.products.map(product) } } };
    case 'promoView':
    case 'promoClick':
      return {
        ecommerce: {
          [event.type]: { promotions: event.promotions.map((p) => ({ ...p, id: String(p.id) })) },
        },
      };
    case 'checkout':
      return {
        ecommerce: {
          currencyCode,
          checkout: { actionField: { step: event.step }, products: event.products.map(product) },
        },
      };
    case 'search':
      return { ecommerce: {}, event: 'search', query: event.query };
    case 'goal':
    case 'pageView':
      return null;
    case 'purchase': {
      const { id, revenue, coupon } = event.order;
      return {
        ecommerce: {
          currencyCode,
          purchase: {
            actionField: { id, revenue, ...(coupon ? { coupon } : {}) },
            products: event.products.map(product),
          },
        },
      };
    }
  }
}

/**
 * A sender that pushes events into Yandex Metrica's data layer (`window.dataLayer` by default) in
 * its ecommerce format; it is ready once the data layer exists.
 */
export function dataLayerAdapter(
  options: { dataLayer?: () => DataLayer | null | undefined } = {},
): AnalyticsSender {
  const target = options.dataLayer ?? (() => (globalThis as { dataLayer?: DataLayer }).dataLayer ?? null);
  return {
    ready: () => {
      const layer = target();
      return layer !== null && layer !== undefined && typeof layer.push === 'function';
    },
    send(event) {
      const entry = toDataLayerEntry(event);
      if (entry) target()?.push(entry);
    },
  };
}
