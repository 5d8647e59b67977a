import { type AnyRoute, listRoute } from './app/define-route';
import { personalRoute } from './features/account/personal.route';
import { personalBonusesRoute } from './features/account/personal-bonuses.route';
import { personalHistoryRoute } from './features/account/personal-history.route';
import { personalOrganizationsRoute } from './features/account/personal-organizations.route';
import { personalRepairsRoute } from './features/account/personal-repairs.route';
import { personalReviewsRoute } from './features/account/personal-reviews.route';
import { personalSettingsRoute } from './features/account/personal-settings.route';
import { personalCartRoute } from './features/basket/personal-cart.route';
import { shareCartRoute } from './features/basket/share-cart.route';
import { brandsRoute } from './features/brands/brands.route';
import { catalogRoute } from './features/catalog/catalog.route';
import { catalogListingRoutes } from './features/catalog/catalog-listings';
import { productRoute } from './features/catalog/product.route';
import { compareRoute } from './features/compare/compare.route';
import { publicationsRoute } from './features/content/publications.route';
import { contentPageRoute } from './features/content/static-page.route';
import { devOutboxRoute } from './features/dev/dev-outbox.route';
import { notFoundRoute } from './features/errors/not-found.route';
import { personalEstimatesRoute } from './features/estimates/personal-estimates.route';
import { personalFavoritesRoute } from './features/favorites/personal-favorites.route';
import { dischargedGoodsRoute } from './features/forms/discharged-goods.route';
import { homeRoute } from './features/home/home.route';
import { personalExternalAuthRoute } from './features/identity/personal-external-auth.route';
import { personalLoginRoute } from './features/identity/personal-login.route';
import { personalRegistrationRoute } from './features/identity/personal-registration.route';
import { personalOrderRoute } from './features/orders/personal-order.route';
import { personalOrderMakeRoute } from './features/orders/personal-order-make.route';
import { personalOrdersRoute } from './features/orders/personal-orders.route';
import { promoRoute } from './features/promos/promo.route';
import { promoCodeRoute } from './features/promos/promo-code.route';
import { promosRoute } from './features/promos/promos.route';
import { saleRoute } from './features/promos/sale-listings';
import { reviewsRoute } from './features/reviews/reviews.route';
import { searchRoute } from './features/search/search.route';
import { shopsRoute } from './features/shops/shops.route';

/** The does-not-exist route: every unknown path, and any loader's 404 or 400 (§8). */
export const notFound = listRoute(notFoundRoute);

// Not contextually typed on purpose: inside an `AnyRoute[]` literal TypeScript skips listRoute's check.
const listed = [
  listRoute(homeRoute),
  listRoute(catalogRoute),
  ...catalogListingRoutes,
  listRoute(productRoute),
  saleRoute,
  listRoute(promosRoute),
  promoRoute,
  listRoute(promoCodeRoute),
  listRoute(dischargedGoodsRoute),
  listRoute(searchRoute),
  listRoute(brandsRoute),
  listRoute(reviewsRoute),
  listRoute(publicationsRoute),
  listRoute(shopsRoute),
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
  listRoute(compareRoute),
  listRoute(personalEstimatesRoute),
  listRoute(devOutboxRoute),
  // The store's own pages (issue 18); the static pages' prefixes come after every other route.
  listRoute(contentPageRoute),
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
