// A page loaded by client navigation (and by the server's render): in the browser this module comes
// after hydration (Root imports it on the first navigation, entry-client asks for it once idle), since
// the first page hydrates from what the server inlined (route-definition.ts) and needs none of it.
import { type Client, safePath } from '@verstak/sdk';
import { type ErrorScreenData, errorRoute } from '../features/errors/error.route';
import { errorBreadcrumbs } from '../features/errors/error-breadcrumbs';
import {
  NO_POPULAR_CATEGORIES,
  type PopularCategoriesSource,
  popularCategoriesThrough,
} from '../features/errors/popular-categories';
import { notFound as notFoundRoute, resolveRoute } from '../routes';
import type { AnyRoute } from './define-route';
import { errorOutcome } from './error-status';
import { guardRedirect, strippedHttpsPath } from './guards';
import type { PageState } from './page-state';
import { isChunkFailure } from './reload-guard';
import { type AnyPage, definitionOf } from './route-definition';
import { RouteRedirect } from './route-redirect';

export type { AnyPage, NamedRoute } from './route-definition';
export { definitionOf, hydration, routeNamed } from './route-definition';

/** The store's own «Сайт временно недоступен» page (§8), answered with HTTP 503. */
export const UNAVAILABLE_PATH = '/503/';

/** The state and page of the error screen (§8) for `status`, with the popular categories of `categories` (§2.8). */
export async function errorPage(
  href: string,
  status: number,
  message: string,
  code?: string,
  categories: PopularCategoriesSource = NO_POPULAR_CATEGORIES,
): Promise<{ state: PageState; Page: AnyPage }> {
  // The page's code and the categories come together; the source never throws and never waits long.
  const [{ Page }, popularCategories] = await Promise.all([errorRoute.page(), categories()]);
  const data: ErrorScreenData = { status, message, popularCategories };
  if (code !== undefined) data.code = code;
  const breadcrumbs = errorBreadcrumbs(code);
  if (breadcrumbs.length > 0) data.breadcrumbs = breadcrumbs;
  return {
    state: { href, route: errorRoute.name, data, status, head: errorRoute.head(data) },
    Page: Page as AnyPage,
  };
}

const sources = new WeakMap<Client, PopularCategoriesSource>();

/**
 * The error screens' popular categories read through `client` (the index-not-found call, §2.8), kept
 * per client: in the browser one for the tab. The server passes its process's own to {@link loadPage}.
 */
export function popularCategoriesOf(client: Client): PopularCategoriesSource {
  let source = sources.get(client);
  if (!source) {
    source = popularCategoriesThrough(client);
    sources.set(client, source);
  }
  return source;
}

/**
 * A loaded page with its route's priming (none for the error screen), or where a guard sends the
 * viewer instead (§6): a path of this site (`safePath`).
 */
export type LoadedPage =
  | { state: PageState; Page: AnyPage; prime?: AnyRoute['prime']; redirect?: undefined }
  | { redirect: string };

/**
 * Runs the route of `url`: its guard (§6), then its loader and its chunk, together. Failures follow
 * the error catalogue of §8: 404/400 → the not-found page, others → the error page with 500 or 503,
 * with the popular categories of `categories` when they can be had (§2.8).
 * A code chunk that failed to load is thrown (the browser reloads once a minute at most, §8).
 */
export async function loadPage(
  client: Client,
  url: URL,
  categories: PopularCategoriesSource = popularCategoriesOf(client),
): Promise<LoadedPage> {
  const href = `${url.pathname}${url.search}`;
  const fixed = strippedHttpsPath(href);
  if (fixed) return { redirect: safePath(fixed) };
  if (url.pathname === UNAVAILABLE_PATH)
    return errorPage(href, 503, 'Сайт временно недоступен', undefined, categories);
  const { route, params } = resolveRoute(url.pathname);
  const redirect = guardRedirect(route.guard, client.tokenStore.get(), url);
  if (redirect) return { redirect: safePath(redirect) };
  try {
    // The page's chunk and the route's definition load together; the loader runs as soon as its code is in.
    const definition = definitionOf(route);
    const [[full, data], module] = await Promise.all([
      definition.then(async (full) => [full, await full.loader({ client, params, url })] as const),
      route.page(),
    ]);
    return {
      state: { href, route: route.name, data, status: route.status, head: full.head(data) },
      Page: module.Page,
      prime: full.prime,
    };
  } catch (error) {
    if (error instanceof RouteRedirect) return { redirect: safePath(error.location) };
    // The page's code did not come (a release replaced it): the caller reloads, or shows the error page.
    if (isChunkFailure(error)) throw error;
    let outcome = errorOutcome(error);
    if (outcome.kind === 'notFound') {
      try {
        const [[full, data], module] = await Promise.all([
          definitionOf(notFoundRoute).then(
            async (full) => [full, await full.loader({ client, params: {}, url })] as const,
          ),
          notFoundRoute.page(),
        ]);
        return {
          state: { href, route: notFoundRoute.name, data, status: 404, head: full.head(data) },
          Page: module.Page,
        };
      } catch (notFoundError) {
        outcome = errorOutcome(notFoundError);
        if (outcome.kind === 'notFound')
          outcome = { kind: 'error', status: 503, message: 'Сайт временно недоступен' };
      }
    }
    return errorPage(href, outcome.status, outcome.message, outcome.code, categories);
  }
}
