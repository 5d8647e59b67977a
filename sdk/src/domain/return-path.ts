import { safePath } from '../contract/safe-path';

/** Where a personal page sends a visitor once they are logged in, and where login sends them back by default (§2.3). */
export const PERSONAL_ROOT = '/personal/';
/** The login page, the route named 'personal-login' (§2.3). */
export const LOGIN_PATH = '/personal/login/';

/**
 * The return path `r` of the login page, honoured only when it stays on this site (the one safe-path
 * rule, {@link safePath}: a relative path starting with one `/`, not `//`, no scheme, no backslash,
 * no control or whitespace characters a browser would drop, nothing that decodes to those) and is not
 * the login page itself; anything else gives `/personal/`, so no link can turn the login page into
 * an open redirect.
 */
export function safeReturnPath(r: string | null | undefined): string {
  const path = safePath(r, PERSONAL_ROOT);
  if (path.startsWith(LOGIN_PATH) || path === LOGIN_PATH.slice(0, -1)) return PERSONAL_ROOT;
  return path;
}

/** The login page with its return path: `/personal/login/?r=%2Fpersonal%2Forders%2F`; no `r` for the default or an unsafe one. */
export function loginPath(returnTo?: string | null): string {
  const r = safeReturnPath(returnTo);
  return r === PERSONAL_ROOT ? LOGIN_PATH : `${LOGIN_PATH}?r=${encodeURIComponent(r)}`;
}
