import { decodeAccessToken, isWellFormedToken } from './access-token';
import type { TokenStore } from './token-store';

/** Name of the cookie holding the access token (§4.1). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** The raw value of one cookie in a `Cookie` header or `document.cookie` string, undecoded. */
export function rawCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * Reads one cookie from a `Cookie` header or `document.cookie` string; a value that is not valid
 * percent-encoding reads as absent, so one bad cookie cannot break every page of its visitor.
 */
export function readCookie(cookieHeader: string, name: string): string | null {
  const raw = rawCookie(cookieHeader, name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The access token of a `Cookie` header: the token, or none; `malformed` when a cookie of that name
 * is there but holds no token (bad percent-encoding, `%00`, `€`), so a server can clear it.
 */
export function readTokenCookie(
  cookieHeader: string,
  name: string = ACCESS_TOKEN_COOKIE,
): { token: string | null; malformed: boolean } {
  const raw = rawCookie(cookieHeader, name);
  if (raw === null || raw === '') return { token: null, malformed: false };
  const token = readCookie(cookieHeader, name);
  return token !== null && isWellFormedToken(token)
    ? { token, malformed: false }
    : { token: null, malformed: true };
}

/**
 * The browser's token store: cookie `accessToken`, expiring at the token's own expiry (§4.1). The expiry
 * is read from the token when not given. A cookie that holds no well-formed token reads as none.
 */
export function cookieTokenStore(options: { name?: string; document?: { cookie: string } } = {}): TokenStore {
  const name = options.name ?? ACCESS_TOKEN_COOKIE;
  const doc = options.document ?? (globalThis as { document?: { cookie: string } }).document;
  if (!doc) throw new Error('cookieTokenStore needs a document: pass { document } outside the browser');
  return {
    get: () => readTokenCookie(doc.cookie, name).token,
    set: (token, expiresAt) => {
      if (token === null) {
        doc.cookie = `${name}=; path=/; max-age=0; samesite=lax`;
        return;
      }
      const expiry = expiresAt ?? decodeAccessToken(token)?.expiresAt ?? null;
      const expires = expiry === null ? '' : `; expires=${new Date(expiry).toUTCString()}`;
      doc.cookie = `${name}=${encodeURIComponent(token)}; path=/${expires}; samesite=lax`;
    },
  };
}
