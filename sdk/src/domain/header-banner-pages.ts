// Where a header banner shows (§3 Header banner: showPages, excludedPages) and which ones a visitor
// closed (`POST /cookie/header-banner`). The API filters closed banners out of `/base`; the
// storefront decides per page with the same rule, so a banner never flashes where it does not belong.

/** The cookie listing the header banners a visitor closed: ids joined by `.`. */
export const HEADER_BANNER_COOKIE = 'closedHeaderBanners';
/** Closed banners remembered at most; older closes fall off first. */
export const CLOSED_BANNERS_MAX = 20;

/**
 * Whether `pattern` names `path`: `/` is the home page only, `/personal/*` a section and everything
 * under it, any other pattern that one page (its trailing slash optional).
 */
export function pagePatternMatches(pattern: string, path: string): boolean {
  const wanted = pattern.trim();
  if (wanted.endsWith('*')) return path.startsWith(wanted.slice(0, -1));
  const withSlash = wanted.endsWith('/') ? wanted : `${wanted}/`;
  return path === withSlash || path === wanted;
}

/**
 * Whether a banner shows on `path`: on every page when `showPages` is empty, else on those it names;
 * never on a page `excludedPages` names.
 */
export function headerBannerShownOn(
  banner: { showPages: readonly string[]; excludedPages: readonly string[] },
  path: string,
): boolean {
  if (banner.excludedPages.some((p) => pagePatternMatches(p, path))) return false;
  return banner.showPages.length === 0 || banner.showPages.some((p) => pagePatternMatches(p, path));
}

/** The banner ids a {@link HEADER_BANNER_COOKIE} value lists; anything malformed is ignored. */
export function closedBannerIds(cookie: string | undefined): number[] {
  if (!cookie) return [];
  return cookie
    .split('.')
    .filter((part) => /^[1-9][0-9]{0,8}$/.test(part))
    .map(Number)
    .slice(-CLOSED_BANNERS_MAX);
}

/** The cookie value after closing `id`: listed once, newest last, at most {@link CLOSED_BANNERS_MAX}. */
export function withClosedBanner(cookie: string | undefined, id: number): string {
  const ids = closedBannerIds(cookie).filter((x) => x !== id);
  ids.push(id);
  return ids.slice(-CLOSED_BANNERS_MAX).join('.');
}
