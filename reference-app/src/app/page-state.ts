import type { BaseData } from '@verstak/sdk';
import type { Head } from './head';

/** What the server renders and the client hydrates from. */
export interface PageState {
  /** path + search the state belongs to. */
  href: string;
  /** The name of the route (or `error`) whose page shows `data`. */
  route: string;
  /** What the route's loader returned (the error screen: its status and message). */
  data: unknown;
  status: number;
  /** Title, description, canonical, robots and breadcrumbs of the page. */
  head: Head;
}

/** The whole inlined state: the base data of the layout and the page. */
export interface AppState {
  base: BaseData;
  page: PageState;
  /**
   * Where the catalogue menu (tree and popular brands) is, when the server left it out of `base`:
   * it shows only once the menu opens, so the page links it instead of inlining it.
   */
  menuUrl?: string;
}

/** What the server inlines for hydration: the state without the head, which the client derives from the data. */
export interface InlinedState {
  base: BaseData;
  page: Omit<PageState, 'head'>;
  menuUrl?: string;
}
