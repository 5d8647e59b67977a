import { type AnyRoute, listRoute } from './app/define-route';
import { catalogRoute } from './pages/catalog.route';
import { homeRoute } from './pages/home.route';
import { notFoundRoute } from './pages/not-found.route';
import { productRoute } from './pages/product.route';
import { sectionRoute } from './pages/section.route';

/** The does-not-exist route: every unknown path, and any loader's 404 or 400 (§8). */
export const notFound = listRoute(notFoundRoute);

// Not contextually typed on purpose: inside an `AnyRoute[]` literal TypeScript skips listRoute's check.
const listed = [
  listRoute(homeRoute),
  listRoute(catalogRoute),
  listRoute(sectionRoute),
  listRoute(productRoute),
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
