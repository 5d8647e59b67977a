import type { Breadcrumb, PopularCategory } from '@verstak/sdk';
import type { ScreenDefinition } from '../../app/define-route';

/** What the error screen shows: the status and the shopper's message of §8. */
export interface ErrorScreenData {
  status: number;
  message?: string | undefined;
  /** `order_not_found`: the page offers the orders list (§2.8). */
  code?: string | undefined;
  /** Up to 8 popular categories (§2.8), when they could be had; none while the database is down. */
  popularCategories?: PopularCategory[] | undefined;
}

/**
 * The `<title>` of the error screen (§8): an order that is not there is named by the server's
 * message; every other failure (500, 503, any status) is titled «503».
 */
export function errorTitle(data: ErrorScreenData): string {
  if (data.code === 'order_not_found') return data.message ?? 'Заказ не найден';
  return '503';
}

const crumb = (title: string, url: string | null): Breadcrumb => ({ title, url, sections: [], tags: [] });

/**
 * The breadcrumbs of the error screen: an order that is not there has the orderNotFound trail of §8,
 * Главная → Мои заказы → «Заказ не найден» (the orders list as in §2.4, so the JSON-LD of §2.5 lists
 * the home page and the orders list); every other failure has none.
 */
export function errorBreadcrumbs(data: Pick<ErrorScreenData, 'code'>): Breadcrumb[] {
  if (data.code !== 'order_not_found') return [];
  return [crumb('Главная', '/'), crumb('Мои заказы', '/personal/orders/'), crumb('Заказ не найден', null)];
}

/** The error screen of §8: no loader of its own, shown when a loader fails with 5xx (and at /503/). */
export const errorRoute: ScreenDefinition<ErrorScreenData> = {
  name: 'error',
  page: () => import('./error-page'),
  head: (data) => ({
    title: errorTitle(data),
    description: data.message ?? '',
    canonical: '',
    robots: 'noindex, nofollow',
    breadcrumbs: errorBreadcrumbs(data),
  }),
};
