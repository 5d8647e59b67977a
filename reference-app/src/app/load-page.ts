import type { Client } from '@verstak/sdk';
import { errorOutcome } from '../error-status';
import { notFoundRoute, type PageModule, type RouteName, resolveRoute } from '../routes';
import type { PageState } from './page-state';

/** The chunk of the error screen (§8), which has no loader of its own. */
export const loadErrorPage = (): Promise<PageModule> => import('../pages/error-page');

/** The page module of a rendered state's route (for hydration). */
export function moduleOf(route: RouteName | 'error', pathname: string): Promise<PageModule> {
  if (route === 'error') return loadErrorPage();
  if (route === 'notFound') return notFoundRoute.load();
  return resolveRoute(pathname).route.load();
}

/**
 * Runs the route of `url`: its loader and its chunk, together. Failures follow the error catalogue
 * of §8: 404/400 → the not-found page, others → the error page with 500 or 503.
 */
export async function loadPage(client: Client, url: URL): Promise<{ state: PageState; module: PageModule }> {
  const href = `${url.pathname}${url.search}`;
  const { route, params } = resolveRoute(url.pathname);
  try {
    const [data, module] = await Promise.all([route.loader({ client, params, url }), route.load()]);
    return { state: { href, route: route.name, data, status: route.status, head: route.head(data) }, module };
  } catch (error) {
    let outcome = errorOutcome(error);
    if (outcome.kind === 'notFound') {
      try {
        const [data, module] = await Promise.all([
          notFoundRoute.loader({ client, params: {}, url }),
          notFoundRoute.load(),
        ]);
        return {
          state: { href, route: 'notFound', data, status: 404, head: notFoundRoute.head(data) },
          module,
        };
      } catch (notFoundError) {
        outcome = errorOutcome(notFoundError);
        if (outcome.kind === 'notFound')
          outcome = { kind: 'error', status: 503, message: 'Сайт временно недоступен' };
      }
    }
    const head = {
      title: '503',
      description: outcome.message,
      canonical: '',
      robots: 'noindex, nofollow',
      breadcrumbs: [],
    };
    return {
      state: {
        href,
        route: 'error',
        data: null,
        status: outcome.status,
        head,
        errorMessage: outcome.message,
      },
      module: await loadErrorPage(),
    };
  }
}
