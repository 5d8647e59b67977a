import {
  type Analytics,
  type Basket,
  basketLineProduct,
  type EcommerceEvent,
  type EcommerceProduct,
  type Order,
  purchaseEvent,
  searchEvent,
} from '@verstak/sdk';
import type { Step } from './scenario-schema';

// The tracking events (§7.8) a scenario's step causes, as the storefront's pages and stores send them
// for the same act: `verstak scenario run --events` prints them, so a journey's analytics can be
// read without a browser. The CLI knows no city's region code: ids are sent without the `@` suffix.

/** A list's card as the events carry it (the fields a search or a section answers). */
interface ListedCard {
  id: number;
  title: string;
  priceCurrent?: { current: number };
}

function listed(cards: readonly ListedCard[] | undefined, list: string): EcommerceProduct[] {
  return (cards ?? []).map((card, i) => ({
    id: card.id,
    name: card.title,
    price: card.priceCurrent?.current ?? 0,
    list,
    position: i + 1,
  }));
}

/** The basket's line of a product, as the events carry it with `quantity`. */
function line(basket: Partial<Basket> | undefined, id: number | undefined, quantity: number) {
  const item = basket?.items?.find((i) => i.id === id);
  return item ? basketLineProduct(item, quantity) : null;
}

/**
 * The events of one step that succeeded, given what it answered and the basket before it (for a
 * removal's line); tracked on `analytics` in order.
 */
export function trackStep(
  analytics: Analytics,
  step: Step,
  result: unknown,
  context: { basketBefore?: Partial<Basket> | undefined; product?: number | undefined },
): void {
  const track = (event: EcommerceEvent | null) => {
    if (event) analytics.track(event);
  };
  const answer = result as Record<string, unknown> | undefined;
  switch (step.step) {
    case 'search': {
      track(searchEvent(step.query));
      const products = listed(answer?.products as ListedCard[] | undefined, 'Поиск');
      if (products.length > 0) track({ type: 'impressions', products });
      return;
    }
    case 'section': {
      const products = listed(answer?.products as ListedCard[] | undefined, 'Каталог');
      if (products.length > 0) track({ type: 'impressions', products });
      return;
    }
    case 'add': {
      const added = line(answer as Partial<Basket>, context.product, step.quantity ?? 1);
      if (!added) return;
      track({ type: 'add', products: [added] });
      track({ type: 'goal', goal: 'add_to_cart' });
      return;
    }
    case 'remove': {
      const gone = context.basketBefore?.items?.find((i) => i.id === context.product);
      if (gone) track({ type: 'remove', products: [basketLineProduct(gone, gone.quantity)] });
      return;
    }
    case 'promo':
      track({ type: 'goal', goal: 'promo_code_applied' });
      return;
    case 'login':
      track({ type: 'goal', goal: 'login' });
      return;
    case 'register':
      track({ type: 'goal', goal: 'registration' });
      return;
    case 'checkout': {
      const placed = answer as { basket?: Basket; order?: Order } | undefined;
      if (!placed?.order) return;
      const lines = placed.basket?.items ?? [];
      track({ type: 'checkout', step: 1, products: lines.map((l) => basketLineProduct(l, l.quantity)) });
      track(purchaseEvent(placed.order, lines));
      return;
    }
    case 'status':
      track({ type: 'goal', goal: 'order_status_check' });
      return;
    default:
      return;
  }
}

/** One event as a line: its kind, then what it carries (ids, goal, order), short. */
export function eventLine(event: EcommerceEvent): string {
  const ids = (products: readonly EcommerceProduct[]) =>
    products.map((p) => `${p.id}${p.quantity !== undefined ? `×${p.quantity}` : ''}`).join(', ');
  switch (event.type) {
    case 'goal':
      return `goal ${event.goal}`;
    case 'search':
      return `search «${event.query}»`;
    case 'pageView':
      return `pageView ${event.url}`;
    case 'purchase':
      return `purchase ${event.order.id} ${event.order.revenue} RUB${event.order.coupon ? ` coupon ${event.order.coupon}` : ''}: ${ids(event.products)}`;
    case 'promoView':
    case 'promoClick':
      return `${event.type} ${event.promotions.map((p) => p.id).join(', ')}`;
    case 'checkout':
      return `checkout step ${event.step}: ${ids(event.products)}`;
    default:
      return `${event.type}: ${ids(event.products)}`;
  }
}
