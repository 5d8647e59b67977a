/** Roles an access token carries (§3). */
export type TokenRole = 'authorized' | 'unauthorized';

/** What an access token says of its holder (§3): role, groups and expiry (ms since the epoch). */
export interface AccessTokenClaims {
  role: TokenRole;
  groups: string[];
  expiresAt: number | null;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Reads a JWT's claims without verifying it (the server verifies); null for a malformed token. */
export function decodeAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as {
      role?: unknown;
      groups?: unknown;
      exp?: unknown;
    };
    return {
      role: claims.role === 'authorized' ? 'authorized' : 'unauthorized',
      groups: Array.isArray(claims.groups) ? claims.groups.map(String) : [],
      expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** A token is expired when its expiry time has passed (§4.1); an unreadable token counts as expired. */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const claims = decodeAccessToken(token);
  return !claims || (claims.expiresAt !== null && claims.expiresAt <= now);
}

/**
 * Whether a string can be an access token at all: a bearer credential of RFC 6750's characters
 * (letters, digits, `-._~+/`, trailing `=`), at most 4 KB. Anything else (a damaged or hand-edited
 * cookie holding `%00` or `€`) is no token: it is never sent, since it may not even fit in a header.
 */
export function isWellFormedToken(token: string): boolean {
  return token.length <= 4096 && /^[\w.~+/-]+=*$/.test(token);
}
