import type { VerstakValue } from '@verstak/react';
import { routes } from '../routes';
import type { AppState } from './page-state';

/** Puts a rendered state into the stores: the city, the breadcrumbs, the page data and the route's own priming. */
export function primeStores(verstak: VerstakValue, state: AppState): void {
  const { stores } = verstak;
  if (state.base.city) stores.cities.setCurrent(state.base.city);
  stores.user.setFromBase(state.base);
  stores.layout.setBreadcrumbs(state.page.head.breadcrumbs);
  stores.page.set(state.page.route, state.page.data);
  routes.find((r) => r.name === state.page.route)?.prime?.(stores, state.page.data);
}
