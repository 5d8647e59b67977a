import { resolveRoute } from '../routes';
import { definitionOf } from './load-page';
import { setLinkPrefetch } from './router';

/** What the Network Information API tells of the connection (Chromium's `navigator.connection`). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * §2.10: a link's page code is fetched ahead (on hover or touch) unless the connection is slow 2g
 * or 2g, or the shopper asked to save data. Returns what a link calls with its href: `load` gets
 * the path of a page of this site, once per path.
 */
export function linkPrefetcher(
  load: (path: string) => void,
  nav: { connection?: ConnectionInfo } = navigator as { connection?: ConnectionInfo },
): (href: string) => void {
  const done = new Set<string>();
  return (href) => {
    const connection = nav.connection;
    if (connection?.saveData || /2g/.test(connection?.effectiveType ?? '')) return;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin || done.has(url.pathname)) return;
    done.add(url.pathname);
    load(url.pathname);
  };
}

/** Starts link prefetch (§2.10): after hydration, in its own chunk, so the entry carries none of it. */
export function startLinkPrefetch(): void {
  setLinkPrefetch(
    linkPrefetcher((path) => {
      const { route } = resolveRoute(path);
      Promise.all([definitionOf(route), route.page()]).catch(() => undefined);
    }),
  );
}
