import { errorRoute } from '../features/errors/error.route';
import { routes } from '../routes';
import type { AnyRoute, PageModule, ScreenDefinition } from './define-route';
import type { AppState, InlinedState } from './page-state';

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
