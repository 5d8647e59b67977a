// The Node-only entry (`@verstak/sdk/node`): nothing here may reach the browser bundle.
import { chmodSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { REFRESH_TOKEN_COOKIE } from './contract/envelope';
import { withLockFile } from './node/with-lock-file';
import { decodeAccessToken } from './session/access-token';
import { parseSetCookie } from './session/set-cookie';
import type { TokenStore } from './session/token-store';

export { REFRESH_TOKEN_COOKIE } from './contract/envelope';

/**
 * What a session file holds (JSON, mode 0600). Every field may be absent: a file written by an
 * older CLI holds `token` and `expiresAt` only.
 */
export interface SessionFileData {
  /** The access token, sent as a bearer token. */
  token?: string | null;
  /** When the access token expires, ms since the epoch; null when unknown. */
  expiresAt?: number | null;
  /** The refresh credential: the value of the server's HttpOnly `refreshToken` cookie. */
  refreshToken?: string | null;
  /** When the refresh credential expires (the cookie's Max-Age or Expires), ms; null when unknown. */
  refreshExpiresAt?: number | null;
  /** The origin that set the refresh credential (`https://shop.example`): it is sent back there alone. */
  refreshOrigin?: string | null;
}

/** Where the refresh credential lives, for {@link refreshCookieFetch}. */
export interface RefreshCredentialStore {
  /**
   * The credential, or null when there is none, it has expired, or another origin than `origin`
   * (the request's, when given) set it.
   */
  get(origin?: string): string | null;
  /**
   * Stores a rotated credential, or clears it with null; `expiresAt` in ms since the epoch, `origin`
   * the origin that set it.
   */
  set(value: string | null, expiresAt?: number | null, origin?: string): void;
  /**
   * Runs a refresh or logout alone among every process sharing the store, reading the credential
   * inside: without it two processes would present the same credential, which the server reads
   * as reuse of a rotated one and answers by ending the session.
   */
  exclusive?<T>(run: () => Promise<T>, signal?: AbortSignal | null): Promise<T>;
}

/** A login session kept in one file: the access token and the refresh credential. */
export interface FileSession {
  /** The file's path. */
  readonly path: string;
  /** The access token, for `createClient({ tokenStore })`; clearing it clears the whole session. */
  readonly tokenStore: TokenStore;
  /** The refresh credential, for {@link refreshCookieFetch}. */
  readonly refreshCredential: RefreshCredentialStore;
  /** Whether the file holds a live access token or refresh credential. */
  hasSession(): boolean;
  /** Removes the file: the access token and the refresh credential both. */
  clear(): void;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isLive = (expiresAt: unknown, now: number) => !isNumber(expiresAt) || expiresAt > now;

function readSessionFile(path: string): SessionFileData {
  try {
    const text = readFileSync(path, 'utf8');
    closeToOthers(path);
    const saved = JSON.parse(text) as unknown;
    return typeof saved === 'object' && saved !== null && !Array.isArray(saved)
      ? (saved as SessionFileData)
      : {};
  } catch {
    return {};
  }
}

/**
 * Makes a session file others can read (copied with cp, restored from a backup, written by an older
 * tool) its owner's alone as soon as it is read, not at its next rewrite; a link is left as it is.
 */
function closeToOthers(path: string): void {
  try {
    const { mode, uid } = lstatSync(path);
    if ((mode & 0o077) !== 0 && (mode & 0o170000) === 0o100000 && uid === process.getuid?.())
      chmodSync(path, 0o600);
  } catch {
    // Gone, or not ours to change: the next write makes it 0600.
  }
}

/**
 * Writes the file whole through a temporary file created 0600 and renamed over it, so that a reader
 * never sees half a file and the credentials are never readable by others, not even for a moment.
 * A session with neither credential left removes the file.
 */
function writeSessionFile(path: string, data: SessionFileData): void {
  if (!data.token && !data.refreshToken) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    // Created anew, never opened through what is there: a link planted under the predictable name
    // (the file may sit in a shared folder) would have the session written wherever it points.
    rmSync(temporary, { force: true });
    writeFileSync(temporary, JSON.stringify(data), { mode: 0o600, flag: 'wx' });
    chmodSync(temporary, 0o600);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * A login session in a JSON file (mode 0600, made so again when read or rewritten), for command-line tools: the
 * access token with its expiry and the refresh credential with its own. Each read goes to the file,
 * so several processes sharing it see each other's logins and rotations.
 */
export function fileSession(path: string, now: () => number = Date.now): FileSession {
  const update = (change: (data: SessionFileData) => SessionFileData) =>
    writeSessionFile(path, change(readSessionFile(path)));
  const tokenStore: TokenStore = {
    get: () => {
      const { token, expiresAt } = readSessionFile(path);
      return typeof token === 'string' && isLive(expiresAt, now()) ? token : null;
    },
    set: (token, expiresAt) => {
      // The SDK clears the token when a refresh is refused: the session is over, credential and all.
      if (token === null) {
        rmSync(path, { force: true });
        return;
      }
      // The refresh stores the token alone: its expiry is the token's own `exp`.
      const expiry = expiresAt ?? decodeAccessToken(token)?.expiresAt ?? null;
      update((data) => ({ ...data, token, expiresAt: expiry }));
    },
  };
  const refreshCredential: RefreshCredentialStore = {
    get: (origin) => {
      const { refreshToken, refreshExpiresAt, refreshOrigin } = readSessionFile(path);
      // A file written before origins were kept has none: its credential goes as before.
      const ours = !origin || typeof refreshOrigin !== 'string' || refreshOrigin === origin;
      return typeof refreshToken === 'string' &&
        refreshToken !== '' &&
        isLive(refreshExpiresAt, now()) &&
        ours
        ? refreshToken
        : null;
    },
    set: (value, expiresAt = null, origin) =>
      update(({ refreshToken: _, refreshExpiresAt: __, refreshOrigin: ___, ...data }) =>
        value
          ? {
              ...data,
              refreshToken: value,
              refreshExpiresAt: expiresAt,
              ...(origin ? { refreshOrigin: origin } : {}),
            }
          : data,
      ),
    exclusive: (run, signal) => withLockFile(`${path}.lock`, run, signal),
  };
  return {
    path,
    tokenStore,
    refreshCredential,
    hasSession: () => tokenStore.get() !== null || refreshCredential.get() !== null,
    clear: () => rmSync(path, { force: true }),
  };
}

/**
 * A token store in a JSON file (mode 0600): {@link nodeSession}'s, which keeps an expired token for
 * the client to renew (or, without the refresh credential, to end the session with `loggedOut`).
 * Alone it cannot renew: use {@link nodeSession}, which adds the fetch that keeps the refresh cookie.
 */
export function fileTokenStore(path: string): TokenStore {
  return storedTokenOf(fileSession(path));
}

/** The token in the session's file, expired or not: the client renews an expired one before a call. */
function storedTokenOf(session: FileSession): TokenStore {
  return {
    get: () => {
      const { token } = readSessionFile(session.path);
      return typeof token === 'string' && token !== '' ? token : null;
    },
    set: session.tokenStore.set,
  };
}

/** Options of {@link nodeSession}. */
export interface NodeSessionOptions {
  /** The session file: JSON, mode 0600, created with its folder (0700) on login and removed on logout. */
  file: string;
  /** The fetch underneath; `globalThis.fetch` by default. */
  fetch?: typeof globalThis.fetch;
  /** The clock, ms since the epoch; `Date.now` by default (tests pass a fake one). */
  now?: () => number;
}

/** The session wiring for a Node client: spread it into `createClient({ baseUrl, ...nodeSession({ file }) })`. */
export interface NodeSession {
  /**
   * The access token in the file, expired or not: the client renews an expired one before a call
   * (through {@link NodeSession.fetch}) instead of calling as a guest.
   */
  readonly tokenStore: TokenStore;
  /** A fetch that keeps the refresh cookie in the same file, as a browser's cookie jar would. */
  readonly fetch: typeof globalThis.fetch;
}

/**
 * The one wiring a Node program (a bot, a script, a CLI) needs to stay logged in: a token store and
 * a fetch sharing one session file (mode 0600, each write whole through a renamed temporary file,
 * refreshes serialised across processes by a lock file). The client renews an expired token before
 * a call, each renewal rotates the refresh credential in the file, and when the session cannot be
 * renewed (the credential was revoked or has expired) the client emits `loggedOut` and clears the file.
 *
 * ```ts
 * const client = createClient({ baseUrl: 'https://shop.example', ...nodeSession({ file: '.verstak/session.json' }) });
 * ```
 */
export function nodeSession(options: NodeSessionOptions): NodeSession {
  const now = options.now ?? Date.now;
  const session = fileSession(options.file, now);
  return {
    tokenStore: storedTokenOf(session),
    fetch: refreshCookieFetch(session.refreshCredential, options.fetch, now),
  };
}

/** The refresh cookie a response sets: its value (null when it is deleted) and expiry, or undefined when it sets none. */
export interface RefreshCookie {
  value: string | null;
  expiresAt: number | null;
}

/**
 * Reads the `refreshToken` cookie out of a response's Set-Cookie headers
 * (`response.headers.getSetCookie()`). An empty value, `Max-Age=0` or a past `Expires` deletes it.
 */
export function readRefreshCookie(
  setCookies: readonly string[],
  now: number = Date.now(),
): RefreshCookie | undefined {
  let found: RefreshCookie | undefined;
  for (const header of setCookies) {
    const cookie = parseSetCookie(header, now);
    if (cookie?.name === REFRESH_TOKEN_COOKIE) found = { value: cookie.value, expiresAt: cookie.expiresAt };
  }
  return found;
}

/** The calls that carry the refresh credential: the session refresh and logout (§4.1), and nothing else. */
const CREDENTIAL_PATHS = /\/users\/(?:refresh|logout)\/?$/;

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * A fetch that plays the browser's cookie jar for the refresh credential alone, since Node's fetch
 * has none: it keeps the `refreshToken` cookie of every answer that sets it (a login, and each
 * refresh, which rotates it) in `store` with the origin that set it, and sends it back to that
 * origin alone as a `Cookie` header on `POST …/users/refresh` and `POST …/users/logout` only. Pass it as `createClient({ fetch })`, and
 * the client's 401 → refresh → retry works as in a browser.
 */
export function refreshCookieFetch(
  store: RefreshCredentialStore,
  fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  now: () => number = Date.now,
): typeof globalThis.fetch {
  const exchange = async (input: RequestInfo | URL, init: RequestInit | undefined, carries: boolean) => {
    let sent = init;
    // Scoped to its origin, as a browser's cookie is: a client pointed at another server (a wrong or
    // hostile baseUrl) on the same session file does not hand it this credential.
    const origin = new URL(urlOf(input)).origin;
    const credential = carries ? store.get(origin) : null;
    if (credential) {
      const headers = new Headers(input instanceof Request ? input.headers : undefined);
      for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
      headers.set('cookie', `${REFRESH_TOKEN_COOKIE}=${credential}`);
      sent = { ...init, headers };
    }
    const response = await fetch(input, sent);
    const cookie = readRefreshCookie(response.headers.getSetCookie?.() ?? [], now());
    // Another origin's deletion leaves this credential alone; its new credential replaces it.
    if (cookie && (cookie.value !== null || store.get(origin) !== null))
      store.set(cookie.value, cookie.expiresAt, origin);
    return response;
  };
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const carries = method === 'POST' && CREDENTIAL_PATHS.test(new URL(urlOf(input)).pathname);
    // The credential is read inside the lock: the one another process has just rotated, if it has.
    if (carries && store.exclusive) return store.exclusive(() => exchange(input, init, true), init?.signal);
    return exchange(input, init, carries);
  };
}
