import { decodeAccessToken, isAuthorized } from '@verstak/sdk';

// The route guards of §6 as pure functions of who is looking and where. They run before a route's
// loader, on the server (a 302) and on client navigation (a replace), so nobody sees the wrong page.
// TODO(h-sdk-identity): switch to the SDK's personalGuard / guestOnlyGuard / safeReturnPath once merged.

/** Who is looking, as the access token says (§4.1: anything but `unauthorized` is authorized). */
export interface Viewer {
  authorized: boolean;
  groups: readonly string[];
}

/** Which guard a route runs: personal pages need a session, login and registration a guest (§6). */
export type RouteGuard = 'personal' | 'guestOnly';

/** The login page's path, with the page to return to. */
export const LOGIN_PATH = '/personal/login/';

/** The viewer an access token describes; no token (or an unreadable one) is a guest. */
export function viewerOf(token: string | null): Viewer {
  const claims = token ? decodeAccessToken(token) : null;
  return { authorized: isAuthorized(claims?.role), groups: claims?.groups ?? [] };
}

/**
 * A return path from the `r` query that is safe to go to: a path of this site (one leading slash,
 * no scheme, no `//host`, no backslash), else the personal root.
 */
export function safeReturnPath(r: string | null | undefined): string {
  if (
    !r ||
    !r.startsWith('/') ||
    r.startsWith('//') ||
    r.includes('\\') ||
    [...r].some((c) => c.charCodeAt(0) < 32)
  )
    return '/personal/';
  return r;
}

/** `/personal/login/?r=<path>`: where a guest is sent from a personal page. */
export function loginPath(returnTo: string): string {
  return `${LOGIN_PATH}?r=${encodeURIComponent(returnTo)}`;
}

/** Where a guard sends this viewer instead of `url`, or null to let the page show. */
export function guardRedirect(guard: RouteGuard | undefined, viewer: Viewer, url: URL): string | null {
  if (guard === 'personal' && !viewer.authorized) return loginPath(`${url.pathname}${url.search}`);
  if (guard === 'guestOnly' && viewer.authorized) return safeReturnPath(url.searchParams.get('r'));
  return null;
}

/** The path fix of §6: a duplicated `https:/` fragment inside a path is dropped; null when there is none. */
export function strippedHttpsPath(pathname: string): string | null {
  if (!/https?:\//.test(pathname)) return null;
  const fixed = pathname.replace(/https?:\/+/g, '/').replace(/\/{2,}/g, '/');
  return fixed === pathname ? null : fixed;
}
