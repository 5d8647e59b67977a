import type { VerstakValue } from '@verstak/react';
import type { AnyRoute } from './define-route';
import type { AppState } from './page-state';

/** Puts a rendered state into the stores: the city, the breadcrumbs, the page data and the route's own `prime`. */
export function primeStores(verstak: VerstakValue, state: AppState, prime: AnyRoute['prime']): void {
  const { stores } = verstak;
  if (state.base.city) stores.cities.setCurrent(state.base.city);
  stores.user.setFromBase(state.base);
  stores.layout.setBreadcrumbs(state.page.head.breadcrumbs);
  stores.page.set(state.page.route, state.page.data);
  prime?.(stores, state.page.data);
}
