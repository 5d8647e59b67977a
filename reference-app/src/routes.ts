import { type AnyRoute, listRoute } from './app/define-route';
import { catalogRoute } from './pages/catalog.route';
import { compareRoute, personalCompareRoute } from './pages/compare.route';
import { devOutboxRoute } from './pages/dev-outbox.route';
import { homeRoute } from './pages/home.route';
import { notFoundRoute } from './pages/not-found.route';
import { personalRoute } from './pages/personal.route';
import { personalBonusesRoute } from './pages/personal-bonuses.route';
import { personalCartRoute } from './pages/personal-cart.route';
import { personalEstimateRoute } from './pages/personal-estimate.route';
import { personalEstimatesRoute } from './pages/personal-estimates.route';
import { personalExternalAuthRoute } from './pages/personal-external-auth.route';
import { personalFavoritesRoute } from './pages/personal-favorites.route';
import { personalHistoryRoute } from './pages/personal-history.route';
import { personalLoginRoute } from './pages/personal-login.route';
import { personalOrderRoute } from './pages/personal-order.route';
import { personalOrderMakeRoute } from './pages/personal-order-make.route';
import { personalOrdersRoute } from './pages/personal-orders.route';
import { personalOrganizationsRoute } from './pages/personal-organizations.route';
import { personalRegistrationRoute } from './pages/personal-registration.route';
import { personalRepairsRoute } from './pages/personal-repairs.route';
import { personalReviewsRoute } from './pages/personal-reviews.route';
import { personalSettingsRoute } from './pages/personal-settings.route';
import { productRoute } from './pages/product.route';
import { sectionRoute } from './pages/section.route';
import { shareCartRoute } from './pages/share-cart.route';

/** The does-not-exist route: every unknown path, and any loader's 404 or 400 (§8). */
export const notFound = listRoute(notFoundRoute);

// Not contextually typed on purpose: inside an `AnyRoute[]` literal TypeScript skips listRoute's check.
const listed = [
  listRoute(homeRoute),
  listRoute(catalogRoute),
  listRoute(sectionRoute),
  listRoute(productRoute),
  listRoute(personalLoginRoute),
  listRoute(personalRegistrationRoute),
  listRoute(personalExternalAuthRoute),
  listRoute(personalRoute),
  listRoute(personalBonusesRoute),
  listRoute(personalSettingsRoute),
  listRoute(personalOrganizationsRoute),
  listRoute(personalHistoryRoute),
  listRoute(personalReviewsRoute),
  listRoute(personalRepairsRoute),
  listRoute(personalCartRoute),
  listRoute(personalOrderMakeRoute),
  listRoute(personalOrdersRoute),
  listRoute(personalOrderRoute),
  listRoute(shareCartRoute),
  listRoute(personalFavoritesRoute),
  listRoute(personalCompareRoute),
  listRoute(compareRoute),
  listRoute(personalEstimatesRoute),
  listRoute(personalEstimateRoute),
  listRoute(devOutboxRoute),
  notFound,
];

/** The routes, in matching order; each is defined beside its page. The last one catches everything. */
export const routes: readonly AnyRoute[] = listed;

/** The route answering `pathname` and its params; the catch-all when nothing else matches. */
export function resolveRoute(pathname: string): { route: AnyRoute; params: Record<string, string> } {
  for (const route of routes) {
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  return { route: notFound, params: {} };
}
