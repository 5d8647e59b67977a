import { type Client, safePath } from '@verstak/sdk';
import { type ErrorScreenData, errorRoute } from '../features/errors/error.route';
import { notFound as notFoundRoute, resolveRoute, routes } from '../routes';
import type { AnyRoute, PageModule, ScreenDefinition } from './define-route';
import { errorOutcome } from './error-status';
import { guardRedirect, strippedHttpsPath } from './guards';
import { type ShapedState, unshapeState } from './inline-state';
import type { AppState, InlinedState, PageState } from './page-state';
import { RouteRedirect } from './route-redirect';

/** A loaded page component, whatever its data. */
export type AnyPage = PageModule<unknown>['Page'];

/** The route (or the error screen) a rendered state names, for hydration and chunk preloading. */
export function routeNamed(name: string): Pick<AnyRoute, 'page' | 'chunk' | 'head'> {
  return routes.find((r) => r.name === name) ?? (errorRoute as ScreenDefinition<unknown>);
}

/**
 * The whole state back from what the server inlined (shaped, `serializeState`): the head is a
 * function of the page's data.
 */
export function hydratedState(written: unknown): AppState {
  const inlined = unshapeState(written as ShapedState) as InlinedState;
  return {
    ...inlined,
    page: { ...inlined.page, head: routeNamed(inlined.page.route).head(inlined.page.data) },
  };
}

/** The page module of a rendered state's route (for hydration). */
export async function pageOf(name: string): Promise<AnyPage> {
  return (await routeNamed(name).page()).Page;
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

/** A loaded page, or where a guard sends the viewer instead (§6): a path of this site (`safePath`). */
export type LoadedPage = { state: PageState; Page: AnyPage; redirect?: undefined } | { redirect: string };

/**
 * Runs the route of `url`: its guard (§6), then its loader and its chunk, together. Failures follow
 * the error catalogue of §8: 404/400 → the not-found page, others → the error page with 500 or 503.
 */
export async function loadPage(client: Client, url: URL): Promise<LoadedPage> {
  const href = `${url.pathname}${url.search}`;
  const fixed = strippedHttpsPath(href);
  if (fixed) return { redirect: safePath(fixed) };
  const { route, params } = resolveRoute(url.pathname);
  const redirect = guardRedirect(route.guard, client.tokenStore.get(), url);
  if (redirect) return { redirect: safePath(redirect) };
  try {
    const [data, module] = await Promise.all([route.loader({ client, params, url }), route.page()]);
    return {
      state: { href, route: route.name, data, status: route.status, head: route.head(data) },
      Page: module.Page,
    };
  } catch (error) {
    if (error instanceof RouteRedirect) return { redirect: safePath(error.location) };
    let outcome = errorOutcome(error);
    if (outcome.kind === 'notFound') {
      try {
        const [data, module] = await Promise.all([
          notFoundRoute.loader({ client, params: {}, url }),
          notFoundRoute.page(),
        ]);
        return {
          state: { href, route: notFoundRoute.name, data, status: 404, head: notFoundRoute.head(data) },
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
