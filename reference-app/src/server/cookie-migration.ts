import { CITY_COOKIE, COOKIE_LIFETIME_SECONDS } from '@verstak/sdk';

/** The marker cookie: its value is the cookie domain the browser's cookies were last moved to (§4.3). */
export const COOKIE_DOMAIN_MARKER = 'cookieDomain';
/** Cookies carried over to the new domain for a year (§4.3): the compare and favourites lists. */
export const CARRIED_COOKIES = ['compare', 'favorites'] as const;
/**
 * Cookies of the old domain that are stale after the change and cleared (§4.3): the city, which is
 * now kept on the domain. §4.3 clears the session's cookies too, where they move to the new domain;
 * this store keeps them on the host (the access, refresh and fingerprint cookies are never written
 * with `Domain=`), so they are not stale: clearing them would end every session and lose a guest's
 * basket and lists, which hang on the session's fUserId, and nothing would replace them.
 */
export const STALE_COOKIES = [CITY_COOKIE] as const;

/** What a page request's cookies become after the migration. */
export interface CookieMigration {
  /** The `Cookie` header to render with: the stale cookies left out. */
  header: string;
  /** `Set-Cookie` lines for the answer; none when the browser was already moved. */
  lines: string[];
}

/**
 * The cookie migration of §4.3, run by the server on a page request when the store sets its cookies on
 * a domain (`domain`, the city subdomains share them): on the first visit after the cookie domain
 * changed (the marker cookie absent, or naming another domain), the compare and favourites cookies
 * are set again on the new domain for one year, the stale city cookie is cleared (see STALE_COOKIES
 * for the session's), and the marker is set. The page then renders without the
 * cleared ones. A browser whose marker names `domain` is left as it is.
 */
export function migrateCookies(cookieHeader: string, domain: string): CookieMigration {
  const pairs: Array<[string, string]> = [];
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) pairs.push([part.slice(0, eq).trim(), part.slice(eq + 1).trim()]);
  }
  if (pairs.some(([name, value]) => name === COOKIE_DOMAIN_MARKER && value === domain))
    return { header: cookieHeader, lines: [] };
  const year = `Path=/; Max-Age=${COOKIE_LIFETIME_SECONDS}; SameSite=Lax; Domain=${domain}`;
  const lines: string[] = [];
  const carried = new Set<string>(CARRIED_COOKIES);
  const stale = new Set<string>(STALE_COOKIES);
  for (const [name, value] of pairs) {
    // Cookie values are the browser's: only a plain cookie-octet value is carried as it is.
    if (carried.has(name) && /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]{0,4000}$/.test(value))
      lines.push(`${name}=${value}; ${year}`);
  }
  for (const name of stale) {
    if (!pairs.some(([n]) => n === name)) continue;
    // The old cookie was the host's own; the refresh cookie is HttpOnly, which a clearing line may omit.
    lines.push(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  lines.push(`${COOKIE_DOMAIN_MARKER}=${domain}; ${year}`);
  return {
    header: pairs
      .filter(([name]) => !stale.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
    lines,
  };
}
