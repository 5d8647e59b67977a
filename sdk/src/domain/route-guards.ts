import { B2B_GROUP } from './constants';
import { isAuthorized } from './is-authorized';
import { LOGIN_PATH, loginPath, PERSONAL_ROOT, safeReturnPath } from './return-path';

/**
 * What a guard reads of the session: its access token as the caller decoded it (`decodeAccessToken`;
 * refresh an expired one first), or none for no token or an unreadable one. Only the role and groups
 * count. The caller decodes so that the rules here stay pure and know nothing of tokens.
 */
export type GuardClaims = { readonly role: string; readonly groups: readonly string[] } | null | undefined;

/** Pages only a guest sees (§2.3): an authorized user is sent on. */
const GUEST_ONLY = [LOGIN_PATH, '/personal/registration/'];

/**
 * Pages under /personal/ a guest may open: the guest-only ones, the external-auth pop-up, and the
 * guest's own basket, favourites and checkout (they hang on the guest's fUserId).
 */
const OPEN_TO_GUESTS = [
  ...GUEST_ONLY,
  '/personal/external-auth/',
  '/personal/cart/',
  '/personal/favorites/',
  '/personal/order/make/',
];

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

const isUnder = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => pathnameOf(path).startsWith(prefix));

/** Whether the session's decoded token says its holder is authorized: anything but `unauthorized` (§4.1). */
export function isSessionAuthorized(claims: GuardClaims): boolean {
  return isAuthorized(claims?.role);
}

/**
 * The personal guard (§6): an unauthorized visitor of a personal page goes to
 * `/personal/login/?r=<path>`. Returns where to redirect, or null to let the visit through; pages a
 * guest may open (login, registration, external auth, cart, favourites, checkout) always pass.
 */
export function personalGuard(path: string, claims: GuardClaims): string | null {
  if (!isUnder(path, [PERSONAL_ROOT]) || isUnder(path, OPEN_TO_GUESTS)) return null;
  return isSessionAuthorized(claims) ? null : loginPath(path);
}

/**
 * The guest-only guard (§6): an authorized user opening login or registration goes to `/personal/`,
 * or to the page's own safe return path `r` when it names one. Null to let the visit through.
 */
export function guestOnlyGuard(path: string, claims: GuardClaims): string | null {
  if (!isUnder(path, GUEST_ONLY) || !isSessionAuthorized(claims)) return null;
  const query = path.indexOf('?');
  const r = query === -1 ? null : new URLSearchParams(path.slice(query + 1).split('#')[0]).get('r');
  return safeReturnPath(r);
}

/**
 * The B2B guard (§6): a user whose token lacks the `b2b` group goes to `/personal/`; a guest goes to
 * login with this page as the return path. Null to let the visit through.
 */
export function b2bGuard(path: string, claims: GuardClaims): string | null {
  if (!isSessionAuthorized(claims)) return loginPath(path);
  return claims?.groups.includes(B2B_GROUP) ? null : PERSONAL_ROOT;
}
