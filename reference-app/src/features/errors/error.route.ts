import type { ScreenDefinition } from '../../app/define-route';

/** What the error screen shows: the status and the shopper's message of §8. */
export interface ErrorScreenData {
  status: number;
  message?: string | undefined;
  /** `order_not_found`: the page offers the orders list (§2.8). */
  code?: string | undefined;
}

/** The error screen of §8: no path or loader of its own, shown when a loader fails with 5xx. */
export const errorRoute: ScreenDefinition<ErrorScreenData> = {
  name: 'error',
  page: () => import('./error-page'),
  head: (data) => ({
    title: String(data.status),
    description: data.message ?? '',
    canonical: '',
    robots: 'noindex, nofollow',
    breadcrumbs: [],
  }),
};
