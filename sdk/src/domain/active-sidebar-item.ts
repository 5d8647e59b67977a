/** A sidebar link as the personal pages give it (§7.3). */
export interface SidebarLink {
  url: string;
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * The sidebar link to mark as current on `path` (§2.3): the one whose url is the longest prefix of
 * the path, so `/personal/orders/123/` marks «Заказы»; the personal root marks only itself, not
 * every page under it. Null when none fits.
 */
export function activeSidebarItem<T extends SidebarLink>(items: readonly T[], path: string): T | null {
  const pathname = withSlash(path.split(/[?#]/)[0] ?? '');
  let best: T | null = null;
  for (const item of items) {
    const url = withSlash(item.url);
    const fits = url === pathname || (url.split('/').length > 3 && pathname.startsWith(url));
    if (fits && (!best || url.length > withSlash(best.url).length)) best = item;
  }
  return best;
}
