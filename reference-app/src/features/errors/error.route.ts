import type { Breadcrumb, PopularCategory } from '@verstak/sdk';
import type { ScreenDefinition } from '../../app/define-route';

/** What the error screen shows: the status and the shopper's message of §8. */
export interface ErrorScreenData {
  status: number;
  message?: string | undefined;
  /** `order_not_found`: the page offers the orders list (§2.8). */
  code?: string | undefined;
  /** The trail (errorBreadcrumbs): set where the screen is made, so the first load carries no rule of it. */
  breadcrumbs?: Breadcrumb[] | undefined;
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

/** The error screen of §8: no loader of its own, shown when a loader fails with 5xx (and at /503/). */
export const errorRoute: ScreenDefinition<ErrorScreenData> = {
  name: 'error',
  page: () => import('./error-page'),
  head: (data) => ({
    title: errorTitle(data),
    description: data.message ?? '',
    canonical: '',
    robots: 'noindex, nofollow',
    breadcrumbs: data.breadcrumbs ?? [],
  }),
};
