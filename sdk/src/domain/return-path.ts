/** Where a personal page sends a visitor once they are logged in, and where login sends them back by default (§2.3). */
export const PERSONAL_ROOT = '/personal/';
/** The login page, the route named 'personal-login' (§2.3). */
export const LOGIN_PATH = '/personal/login/';

const MAX_RETURN_PATH = 2048;

/**
 * The return path `r` of the login page, honoured only when it stays on this site: a relative path
 * starting with one `/` (not `//`, no scheme, no backslash, no control or whitespace characters
 * a browser would drop), not the login page itself; anything else gives `/personal/`, so no link
 * can turn the login page into an open redirect.
 */
export function safeReturnPath(r: string | null | undefined): string {
  if (typeof r !== 'string' || r.length === 0 || r.length > MAX_RETURN_PATH) return PERSONAL_ROOT;
  if (r[0] !== '/' || r[1] === '/' || r.includes('\\')) return PERSONAL_ROOT;
  // Browsers drop tabs and newlines from URLs, so `/\t/evil.example` would become `//evil.example`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(r)) return PERSONAL_ROOT;
  if (r.startsWith(LOGIN_PATH) || r === LOGIN_PATH.slice(0, -1)) return PERSONAL_ROOT;
  return r;
}

/** The login page with its return path: `/personal/login/?r=%2Fpersonal%2Forders%2F`; no `r` for the default or an unsafe one. */
export function loginPath(returnTo?: string | null): string {
  const r = safeReturnPath(returnTo);
  return r === PERSONAL_ROOT ? LOGIN_PATH : `${LOGIN_PATH}?r=${encodeURIComponent(r)}`;
}
