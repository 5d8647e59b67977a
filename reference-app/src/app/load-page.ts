import { type Client, safePath } from '@verstak/sdk';
import { type ErrorScreenData, errorRoute } from '../features/errors/error.route';
import { notFound as notFoundRoute, resolveRoute, routes } from '../routes';
import type { AnyRoute, PageModule, ScreenDefinition } from './define-route';
import { errorOutcome } from './error-status';
import { guardRedirect, strippedHttpsPath } from './guards';
import type { AppState, InlinedState, PageState } from './page-state';
import { isChunkFailure } from './reload-guard';
import { RouteRedirect } from './route-redirect';

/** The store's own «Сайт временно недоступен» page (§8), answered with HTTP 503. */
export const UNAVAILABLE_PATH = '/503/';

/** A loaded page component, whatever its data. */
export type AnyPage = PageModule<unknown>['Page'];

/** What a rendered state's route (or the error screen) gives hydration and chunk preloading. */
export type NamedRoute = Pick<AnyRoute, 'page' | 'chunk' | 'definitionChunk' | 'head' | 'prime'> &
  Partial<Pick<AnyRoute, 'definition'>>;

/** The route (or the error screen) a rendered state names, for hydration and chunk preloading. */
export function routeNamed(name: string): NamedRoute {
  return routes.find((r) => r.name === name) ?? (errorRoute as ScreenDefinition<unknown>);
}

/**
 * A route's loader, head and prime: on the client the route list leaves them out of the entry and
 * `definition()` loads them (routeTable in build-plugins.ts); elsewhere the route is its definition.
 */
export function definitionOf<Route extends NamedRoute>(route: Route): Promise<Route | AnyRoute> {
  return route.definition ? route.definition() : Promise.resolve(route);
}

/**
 * The whole state back from what the server inlined (the head is a function of the page's data), its
 * page and its route's priming; the page's chunk and its route's definition load together.
 */
export async function hydration(
  inlined: InlinedState,
): Promise<{ state: AppState; Page: AnyPage; prime: AnyRoute['prime'] }> {
  const route = routeNamed(inlined.page.route);
  const [definition, module] = await Promise.all([definitionOf(route), route.page()]);
  return {
    state: { ...inlined, page: { ...inlined.page, head: definition.head(inlined.page.data) } },
    Page: (module as PageModule<unknown>).Page,
    prime: definition.prime,
  };
}

/** The state and page of the error screen (§8) for `status`. */
export async function errorPage(
  href: string,
  status: number,
  message: string,
  code?: string,
): Promise<{ state: PageState; Page: AnyPage }> {
  const data: ErrorScreenData = code === undefined ? { status, message } : { status, message, code };
  const { Page } = await errorRoute.page();
  return {
    state: { href, route: errorRoute.name, data, status, head: errorRoute.head(data) },
    Page: Page as AnyPage,
  };
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
 * the error catalogue of §8: 404/400 → the not-found page, others → the error page with 500 or 503.
 * A code chunk that failed to load is thrown (the browser reloads once a minute at most, §8).
 */
export async function loadPage(client: Client, url: URL): Promise<LoadedPage> {
  const href = `${url.pathname}${url.search}`;
  const fixed = strippedHttpsPath(href);
  if (fixed) return { redirect: safePath(fixed) };
  if (url.pathname === UNAVAILABLE_PATH) return errorPage(href, 503, 'Сайт временно недоступен');
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
    return errorPage(href, outcome.status, outcome.message, outcome.code);
  }
}
