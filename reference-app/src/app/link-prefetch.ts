import { resolveRoute } from '../routes';
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

/** The file a lazy import of the client build imports: `() => import("./x.js")` (preload-helper.ts). */
const IMPORTED = /import\(\s*[`'"](\.\/[^`'"]+)/;

/**
 * Fetches the code `load` would import without running it (`modulepreload`): neither the page's
 * stylesheets nor its module's effects reach the page the shopper is on.
 */
function preloadCode(load: (() => unknown) | undefined): void {
  const file = load && IMPORTED.exec(String(load))?.[1];
  if (!file) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = new URL(file, import.meta.url).href;
  document.head.append(link);
}

/** Starts link prefetch (§2.10): after hydration, in its own chunk, so the entry carries none of it. */
export function startLinkPrefetch(): void {
  setLinkPrefetch(
    linkPrefetcher((path) => {
      const { route } = resolveRoute(path);
      preloadCode(route.page);
      preloadCode(route.definition);
    }),
  );
}
