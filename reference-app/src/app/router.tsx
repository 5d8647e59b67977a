import {
  type AnchorHTMLAttributes,
  createContext,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';

// The storefront's router: the address as React state, links that navigate without a reload, and the
// request's address on the server. Only what the store uses (it matches its routes itself, in
// routes.ts), 1.2 KB gzip less on every page than the wouter it replaces.

/** The request's path and query (without `?`) while the server renders; null in the browser. */
const ServerLocation = createContext<{ path: string; search: string } | null>(null);

/** Fired on window by {@link navigate}: the history API says nothing of its own pushes. */
const NAVIGATED = 'verstak:navigated';

function subscribe(onChange: () => void): () => void {
  addEventListener('popstate', onChange);
  addEventListener(NAVIGATED, onChange);
  return () => {
    removeEventListener('popstate', onChange);
    removeEventListener(NAVIGATED, onChange);
  };
}

/** Goes to `to` (a path of this site) without a reload; `replace` takes the current entry's place. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
  dispatchEvent(new Event(NAVIGATED));
}

const browserPath = () => location.pathname;
const browserSearch = () => location.search.slice(1);

/** The current path and {@link navigate}. Hydration reads the browser's own address, as the server rendered it. */
export function useLocation(): [string, typeof navigate] {
  const server = useContext(ServerLocation);
  const path = useSyncExternalStore(subscribe, browserPath, () => server?.path ?? browserPath());
  return [path, navigate];
}

/** The current query string, without `?`. */
export function useSearch(): string {
  const server = useContext(ServerLocation);
  return useSyncExternalStore(subscribe, browserSearch, () => server?.search ?? browserSearch());
}

let prefetch: ((href: string) => void) | undefined;
/** What a link calls when a pointer comes over it: fetches its page's code ahead (§2.10, link-prefetch.ts). */
export function setLinkPrefetch(fn: (href: string) => void): void {
  prefetch = fn;
}

/**
 * A link of this site: a plain `<a>` that navigates without a reload on a plain left click, and
 * leaves a click with a modifier key (a new tab or window) or one its `onClick` prevented to the browser.
 * A pointer over it fetches its page's code ahead (§2.10).
 */
export function Link({
  href,
  onClick,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onPointerEnter={() => prefetch?.(href)}
      {...anchor}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

/** On the server, the request's address (`ssrPath`, `ssrSearch` without `?`) for everything inside. */
export function Router({
  ssrPath,
  ssrSearch = '',
  children,
}: {
  ssrPath?: string | undefined;
  ssrSearch?: string | undefined;
  children: ReactNode;
}) {
  return (
    <ServerLocation.Provider value={ssrPath === undefined ? null : { path: ssrPath, search: ssrSearch }}>
      {children}
    </ServerLocation.Provider>
  );
}
