import type { BaseData } from '@verstak/sdk';
import type { Head } from '../head';
import type { RouteName } from '../routes';

/** What the server renders and the client hydrates from. */
export interface PageState {
  /** path + search the state belongs to. */
  href: string;
  route: RouteName | 'error';
  data: unknown;
  status: number;
  /** Title, description, canonical, robots and breadcrumbs of the page. */
  head: Head;
  /** The message of the error screen (§8), when route is `error`. */
  errorMessage?: string;
}

/** The whole inlined state: the base data of the layout and the page. */
export interface AppState {
  base: BaseData;
  page: PageState;
}
