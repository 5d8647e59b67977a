import { sign, verify } from 'hono/jwt';

/** What a verified access token says of its holder (spec §3). */
export interface SessionClaims {
  role: 'authorized' | 'unauthorized';
  groups: string[];
  /** The visitor's id: a guest's basket, favourites and comparison hang on it. */
  fUserId: string;
  /** The account's id (`sub`) for an `authorized` token; null for a guest. */
  userId: number | null;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

/** How long a guest's `unauthorized` token lives: a month, so a returning visitor keeps their fUserId. */
export const GUEST_TOKEN_SECONDS = 30 * 24 * 60 * 60;

/** How long a logged-in user's `authorized` token lives: 15 minutes; the refresh cookie renews it. */
export const USER_TOKEN_SECONDS = 15 * 60;

/** Signs claims as an HS256 JWT, the form the SDK's `decodeAccessToken` reads. */
export function signAccessToken(claims: SessionClaims, secret: string): Promise<string> {
  const { userId, ...rest } = claims;
  return sign(userId === null ? rest : { ...rest, sub: String(userId) }, secret, 'HS256');
}

/**
 * The claims of a token this server signed, or null for anything else: another key, another
 * algorithm (`none` included), a malformed token or claims of the wrong shape. Expiry is checked
 * against `now` unless `allowExpired` (a refresh may renew an expired guest token).
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: number,
  { allowExpired = false } = {},
): Promise<SessionClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, secret, { alg: 'HS256', exp: false, nbf: false, iat: false });
  } catch {
    return null;
  }
  const { role, groups, fUserId, exp, sub } = payload;
  if (role !== 'authorized' && role !== 'unauthorized') return null;
  // An authorized token names its account; a guest's names none.
  const userId =
    role === 'authorized' && typeof sub === 'string' && /^\d{1,10}$/.test(sub) ? Number(sub) : null;
  if ((role === 'authorized') !== (userId !== null)) return null;
  if (typeof fUserId !== 'string' || typeof exp !== 'number') return null;
  if (!Array.isArray(groups) || !groups.every((g) => typeof g === 'string')) return null;
  if (!allowExpired && exp * 1000 <= now) return null;
  return { role, groups, fUserId, userId, exp };
}

/** The bearer token of a request, if it carries one. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}
