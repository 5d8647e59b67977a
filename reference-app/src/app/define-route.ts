import type { VerstakValue } from '@verstak/react';
import type { Client } from '@verstak/sdk';
import type { ReactNode } from 'react';
import type { RouteGuard } from './guards';
import type { Head } from './head';

/** What a loader gets: one SDK client of this request, the route's params and the URL. */
export interface LoaderContext {
  client: Client;
  params: Record<string, string>;
  url: URL;
}

/** A page module: each route is its own lazily loaded chunk exporting `Page`. */
export interface PageModule<Data> {
  // Method syntax on purpose: a list of routes with different data types is a list of RouteDefinition<unknown>.
  Page(props: { data: Data }): ReactNode;
}

/** One route, kept beside its page: how it matches, what it loads, which page shows it and its head. */
export interface RouteDefinition<Data> {
  /** Names the route in the inlined state, so hydration picks the same page. */
  name: string;
  /** Who may see the page (§6); checked before the loader, on the server and on client navigation. */
  guard?: RouteGuard;
  /** The params of a matching pathname, or null. */
  match(pathname: string): Record<string, string> | null;
  /** The page's data; throws the SDK's error, which the error catalogue of §8 turns into a page. */
  loader(ctx: LoaderContext): Promise<Data>;
  /**
   * The page's chunk, as `() => import('./x-page')`; the build reads the chunk to preload from it.
   * Typed loosely here because the page's props refer back to this route; {@link listRoute} checks
   * that the page takes the loader's data.
   */
  page(): Promise<object>;
  /**
   * The page module's key in Vite's manifest, added by the build (`routeChunks` in vite.config.ts)
   * from the import in `page`; never written by hand.
   */
  chunk?: string;
  /**
   * The route's whole definition, added by the build (`routeTable` in build-plugins.ts) to the
   * client's route list, which leaves out the loader, head and prime: they load with the page, not
   * in the entry. Absent where the route list is the definitions themselves (server, tests).
   */
  definition?(): Promise<AnyRoute>;
  /** The manifest key of the module defining the route, added by the build: the server preloads it with the page. */
  definitionChunk?: string;
  /** Title, description, canonical, robots and breadcrumbs from the loaded data. */
  head(data: NoInfer<Data>): Head;
  /** HTTP status the page is served with. */
  status: 200 | 404;
  /** Puts the loaded data into the stores before the page renders (server, hydration and client alike). */
  prime?(stores: VerstakValue['stores'], data: NoInfer<Data>): void;
  /**
   * A listing's count of products at a matched address (its §5 filter path in `params.filter`),
   * without loading the page: the filter panel's live «Показать N товаров» (§4.9). Loaded with the
   * definition, like the loader.
   */
  count?(ctx: LoaderContext): Promise<number>;
}

/** A screen with a page and a head but no path or loader of its own (the error screen of §8). */
export type ScreenDefinition<Data> = Pick<RouteDefinition<Data>, 'name' | 'chunk' | 'head'> & {
  page(): Promise<PageModule<Data>>;
};

/** Any route of the list: its data type is the page's business. */
export type AnyRoute = Omit<RouteDefinition<unknown>, 'page'> & { page(): Promise<PageModule<unknown>> };

/** A declared route: its data type comes from its loader, and its page keeps its module type. */
export type DefinedRoute<Data, Module> = Omit<RouteDefinition<Data>, 'page'> & { page(): Promise<Module> };

/** Declares a route; the data type of its head and prime is the loader's. */
export function defineRoute<Data, Module extends object>(
  route: RouteDefinition<Data> & { page(): Promise<Module> },
): DefinedRoute<Data, Module> {
  return route;
}

/** Why {@link listRoute} refuses a route: the page's props do not take what the loader returns. */
interface PageDoesNotTakeTheLoaderData {
  pageDoesNotTakeTheLoaderData: never;
}

/** A route for the route list: a compile error unless its page's `Page` takes what its loader returns. */
export function listRoute<Data, Module>(
  route: DefinedRoute<Data, Module> &
    (Module extends { Page: (props: { data: Data }) => ReactNode } ? unknown : PageDoesNotTakeTheLoaderData),
): AnyRoute {
  return route as unknown as AnyRoute;
}

/** The props of a route's page: `Page({ data }: PageProps<typeof homeRoute>)`. */
export type PageProps<Route> = Route extends { head(data: infer Data): Head } ? { data: Data } : never;
