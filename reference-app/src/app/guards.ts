import { decodeAccessToken, guestOnlyGuard, personalGuard, stripDuplicatedHttps } from '@verstak/sdk';

// The route guards of §6, the SDK's, run before a route's loader on the server (a 302) and on client
// navigation (a replace), so nobody sees the wrong page. Each route says which guard it runs.

/** Which guard a route runs: personal pages need a session, login and registration a guest (§6). */
export type RouteGuard = 'personal' | 'guestOnly';

/** Where a guard sends the holder of `token` instead of `url`, or null to let the page show. */
export function guardRedirect(guard: RouteGuard | undefined, token: string | null, url: URL): string | null {
  const path = `${url.pathname}${url.search}`;
  const claims = token ? decodeAccessToken(token) : null;
  if (guard === 'personal') return personalGuard(path, claims);
  if (guard === 'guestOnly') return guestOnlyGuard(path, claims);
  return null;
}

/** The path fix of §6: the path without a duplicated `https:/` fragment, or null when it has none. */
export function strippedHttpsPath(path: string): string | null {
  const fixed = stripDuplicatedHttps(path);
  return fixed === path ? null : fixed;
}
