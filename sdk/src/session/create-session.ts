import type { Emitter } from 'mitt';
import type { identityApi } from '../api/identity';
import { isAuthorized } from '../domain/is-authorized';
import { withoutEmpty } from '../domain/without-empty';
import type { ClientEvents, SessionChange } from '../events';
import type { Client } from '../http/create-client';
import { refreshRoute } from '../http/refresh-route';
import { isRefusal } from '../http/session-refresh';
import { observableState, type ReadableStore } from '../stores/observable-state';
import { decodeAccessToken, isTokenExpired } from './access-token';
import {
  REFRESH_LOCK,
  readSessionMessage,
  SESSION_CHANNEL,
  type SessionChangeReason,
  type SessionChannel,
  type SessionLocks,
} from './session-sync';
import type { TokenStore } from './token-store';

type Identity = ReturnType<typeof identityApi>;
/** A call's input. */
// biome-ignore lint/suspicious/noExplicitAny: any method of a domain API
type In<M extends (...args: any[]) => unknown> = NonNullable<Parameters<M>[0]>;
/** A call's input without the fingerprint, which the session adds itself. */
// biome-ignore lint/suspicious/noExplicitAny: any method of a domain API
type Without<M extends (...args: any[]) => unknown> = Omit<In<M>, 'fingerprint'>;

/** Logging in by phone or e-mail with a password, or by phone with the SMS code (`/users/login`). */
export type LoginInput = Without<Identity['login']>;
/** The registration fields (`/users/registration` and `/user/guest/registration/`). */
export type RegistrationInput = Without<Identity['registration']>;
/** Where a one-time code went and when another may be asked. */
export type CodeSent = Awaited<ReturnType<Identity['authentication']>>;
/** The answer of a call that opens a session: the access token and its expiry (ms). */
export type SessionAnswer = Awaited<ReturnType<Identity['login']>>;

/** The session's state: who the token says the visitor is (§3 Access token, §4.1). */
export interface SessionState {
  /** From the token's role: anything but `unauthorized` is `authorized` (§4.1). */
  status: 'guest' | 'authorized';
  /** The access token, as the token store (the `accessToken` cookie) holds it; null when none. */
  token: string | null;
  /** The token's groups, e.g. `b2b`. */
  groups: string[];
  /** When the token expires, ms since the epoch; null when unknown. */
  expiresAt: number | null;
  /** The page was authorised by the server through an auth-hash link (§4.1). */
  serverAuthorised: boolean;
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** The client the calls go through. Pass `refreshSession: (signal) => session.refreshSession(signal)` to it. */
  client: Client;
  /** Where the token lives; the client's by default. Tabs share it through the cookie. */
  tokenStore?: TokenStore;
  /** Where session events go; the client's by default, where the stores listen. */
  events?: Emitter<ClientEvents>;
  /** The browser fingerprint sent with the session calls, e.g. `cookieFingerprint()` (§4.1, §9). */
  fingerprint?: () => string | undefined;
  /** The channel tabs talk on; a `BroadcastChannel('verstak-session')` in a browser, none elsewhere; null for none. */
  channel?: SessionChannel | null;
  /** The Web Locks refreshes take; `navigator.locks` in a browser, none elsewhere; null for none. */
  locks?: SessionLocks | null;
}

/** The session: login, registration, recovery, logout and refresh, shared with the other tabs. */
export interface Session extends ReadableStore<SessionState> {
  /** Logs in with a password or the SMS code (`/users/login`); rejects with the call's error (Russian field messages). */
  login(input: LoginInput): Promise<SessionState>;
  /** Sends a one-time SMS code for a phone login or registration (`/users/authentication`). */
  authenticate(input: Without<Identity['authentication']>): Promise<CodeSent>;
  /** Registers by phone and SMS code, or a legal entity by e-mail and code, and logs in (`/users/registration`). */
  register(input: RegistrationInput): Promise<SessionState>;
  /** E-mail registration, step 1: sends a code to the address (`/user/guest/registration/verify-email`). */
  verifyEmail(input: In<Identity['verifyEmail']>): Promise<CodeSent>;
  /** E-mail registration, step 2: checks the code (`/user/guest/registration/verify-email/verify`). */
  verifyEmailCode(input: In<Identity['verifyEmailCode']>): Promise<{ verified: boolean }>;
  /** E-mail registration, last step, and login (`/user/guest/registration/`). */
  registerByEmail(input: RegistrationInput): Promise<SessionState>;
  /** Sends a recovery code to a phone or an e-mail; the same answer whether or not the account exists. */
  restorePassword(input: Without<Identity['restorePassword']>): Promise<CodeSent>;
  /** With the recovery code: sets the password (or has one sent by SMS) and logs in; empty values are dropped (§5). */
  sendPasswordFromSms(input: Without<Identity['sendPasswordFromSms']>): Promise<SessionState>;
  /** E-mail recovery, step 1: sends a code (`/user/guest/forgot-password/`). */
  forgotPassword(input: In<Identity['forgotPassword']>): Promise<CodeSent>;
  /** E-mail recovery, step 2: checks the code and answers a reset token (`/user/guest/forgot-password/verify`). */
  forgotPasswordVerify(input: In<Identity['forgotPasswordVerify']>): Promise<{ resetToken: string }>;
  /** E-mail recovery, step 3: sets the new password and logs in (`/user/guest/reset-password`). */
  resetPassword(input: In<Identity['resetPassword']>): Promise<SessionState>;
  /** Exchanges the `h` query of a login link for a session and flags the page server-authorised (§4.1). */
  exchangeAuthHash(hash: string): Promise<SessionState>;
  /** Logs out: the server revokes the refresh credential; locally the token goes even when the call fails. */
  logout(): Promise<SessionState>;
  /** Renews the token (a guest gets an `unauthorized` one), once across tabs; a refusal ends the session. */
  refresh(): Promise<SessionState>;
  /** Refreshes when there is no token or it has expired (§4.1 at start, and before a guard), else answers the state as is. */
  ensure(now?: number): Promise<SessionState>;
  /** The renewal for `createClient({ refreshSession })`: one at a time across tabs (Web Locks) and in this tab. */
  refreshSession(signal?: AbortSignal): Promise<void>;
  /** Re-reads the token store, after something other than the session stored a token. */
  sync(): SessionState;
  /** Stops listening to the other tabs and the client's events. */
  destroy(): void;
}

type Call<R> = (input: R) => Promise<SessionAnswer>;

interface BrowserGlobals {
  document?: unknown;
  BroadcastChannel?: new (name: string) => SessionChannel;
  navigator?: { locks?: SessionLocks };
}

/** Browser defaults only: on a server, a channel would join every request's session in one process. */
function browser(): BrowserGlobals | null {
  const g = globalThis as BrowserGlobals;
  return g.document === undefined ? null : g;
}

/**
 * Creates the session of §4.1 over a client: every call that opens a session stores the answered
 * token with its expiry in the token store (the `accessToken` cookie expires with the token) and
 * emits `loggedIn`/`loggedOut`/`sessionChanged` on the client's events. Across tabs, each change is
 * posted on the `verstak-session` channel (no token in it: the others read the shared cookie), and
 * tabs that hit 401 together refresh once, under the `verstak-refresh` Web Lock: a tab that gets the
 * lock after another refreshed finds the newer token in the cookie and uses it.
 */
export function createSession(options: SessionOptions): Session {
  const { client } = options;
  const tokenStore = options.tokenStore ?? client.tokenStore;
  const events = options.events ?? client.events;
  const g = browser();
  const ownChannel = options.channel === undefined && g?.BroadcastChannel !== undefined;
  const channel =
    options.channel === undefined
      ? g?.BroadcastChannel
        ? new g.BroadcastChannel(SESSION_CHANNEL)
        : null
      : options.channel;
  const locks = options.locks === undefined ? (g?.navigator?.locks ?? null) : options.locks;
  const tab = Math.random().toString(36).slice(2);
  // The identity calls other than the refresh (login, registration, codes, logout) load on first use:
  // every page's first load carries the session, few visitors log in on it (issue 16's entry budget).
  let identityCalls: Promise<Identity> | undefined;
  const identity = (): Promise<Identity> => {
    identityCalls ??= import('../api/identity').then((m) => m.identityApi(client));
    return identityCalls;
  };
  const fingerprint = () => options.fingerprint?.() || undefined;
  const withFingerprint = <T extends object>(input: T) => {
    const value = fingerprint();
    return value ? { ...input, fingerprint: value } : input;
  };

  function read(serverAuthorised: boolean): SessionState {
    const token = tokenStore.get();
    const claims = token ? decodeAccessToken(token) : null;
    return {
      status: isAuthorized(claims?.role) ? 'authorized' : 'guest',
      token,
      groups: claims?.groups ?? [],
      expiresAt: claims?.expiresAt ?? null,
      serverAuthorised,
    };
  }

  const state = observableState<SessionState>(read(false));
  // Set while this session emits loggedOut itself, so its own listener does not take it for a refusal.
  let emitting = false;

  /**
   * Takes the token store's token as the session's, tells the other tabs (unless the change came
   * from one) and emits the events: loggedOut on leaving an authorized session, loggedIn on a login.
   */
  function settle(
    reason: SessionChangeReason,
    how: { remote?: boolean; serverAuthorised?: boolean; loggedOutEmitted?: boolean } = {},
  ): SessionState {
    const before = state.getSnapshot();
    const next = read(false);
    const authorized = next.status === 'authorized';
    // The server-authorised flag lasts as long as the authorized session it came with.
    next.serverAuthorised = authorized && (how.serverAuthorised ?? before.serverAuthorised);
    state.set(next);
    const change: SessionChange = { reason, authorized, remote: how.remote ?? false };
    if (!how.remote) channel?.postMessage({ type: 'verstak-session', reason, from: tab });
    if (before.status === 'authorized' && !authorized && !how.loggedOutEmitted) {
      emitting = true;
      try {
        events.emit('loggedOut', undefined);
      } finally {
        emitting = false;
      }
    }
    if (authorized && reason === 'login') events.emit('loggedIn', change);
    events.emit('sessionChanged', change);
    return state.getSnapshot();
  }

  function opener<I extends object>(call: Call<I>, how: { serverAuthorised?: boolean } = {}) {
    return async (input: I) => {
      const answer = await call(withFingerprint(input));
      tokenStore.set(answer.accessToken, answer.expiresAt);
      return settle('login', how);
    };
  }

  let running: Promise<void> | null = null;

  async function renewOnce(signal: AbortSignal | undefined): Promise<void> {
    const failed = tokenStore.get();
    const renew = async () => {
      const current = tokenStore.get();
      // Another tab (or call) renewed the token while this one waited: use it instead.
      if (current !== null && current !== failed) {
        settle('refresh', { remote: true });
        return;
      }
      const answer = await client.call(refreshRoute, withFingerprint({}), signal ? { signal } : {});
      tokenStore.set(answer.accessToken, answer.expiresAt);
      settle('refresh');
    };
    if (locks) await locks.request(REFRESH_LOCK, signal ? { signal } : {}, renew);
    else await renew();
  }

  function refreshSession(signal?: AbortSignal): Promise<void> {
    running ??= renewOnce(signal).finally(() => {
      running = null;
    });
    return running;
  }

  async function refresh(): Promise<SessionState> {
    try {
      await refreshSession();
    } catch (error) {
      if (isRefusal(error)) {
        tokenStore.set(null);
        settle('ended');
      }
      throw error;
    }
    return state.getSnapshot();
  }

  const onMessage = (event: { data: unknown }) => {
    const message = readSessionMessage(event.data);
    if (message && message.from !== tab) settle(message.reason, { remote: true });
  };
  channel?.addEventListener('message', onMessage);

  // The client ends the session itself when a refresh is refused: follow it, and tell the other tabs.
  const onLoggedOut = () => {
    if (!emitting) settle('ended', { loggedOutEmitted: true });
  };
  events.on('loggedOut', onLoggedOut);

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    login: opener(async (input: LoginInput) => (await identity()).login(input)),
    authenticate: async (input) => (await identity()).authentication(withFingerprint(input)),
    register: opener(async (input: RegistrationInput) => (await identity()).registration(input)),
    verifyEmail: async (input) => (await identity()).verifyEmail(input),
    verifyEmailCode: async (input) => (await identity()).verifyEmailCode(input),
    registerByEmail: opener(async (input: RegistrationInput) => (await identity()).emailRegistration(input)),
    restorePassword: async (input) => (await identity()).restorePassword(withFingerprint(input)),
    sendPasswordFromSms: opener(async (input: Without<Identity['sendPasswordFromSms']>) =>
      (await identity()).sendPasswordFromSms(withoutEmpty(input)),
    ),
    forgotPassword: async (input) => (await identity()).forgotPassword(input),
    forgotPasswordVerify: async (input) => (await identity()).forgotPasswordVerify(input),
    resetPassword: opener(async (input: In<Identity['resetPassword']>) =>
      (await identity()).resetPassword(input),
    ),
    exchangeAuthHash: (hash) =>
      opener(async (input: { hash: string }) => (await identity()).authhash(input), {
        serverAuthorised: true,
      })({
        hash,
      }),
    async logout() {
      try {
        const answer = await (await identity()).logout(withFingerprint({}));
        tokenStore.set(answer.accessToken, answer.expiresAt);
      } catch (error) {
        // Logged out here whatever the server says; the error still reaches the caller.
        tokenStore.set(null);
        settle('logout');
        throw error;
      }
      return settle('logout');
    },
    refresh,
    refreshSession,
    ensure(now = Date.now()) {
      const token = tokenStore.get();
      return token && !isTokenExpired(token, now) ? Promise.resolve(state.getSnapshot()) : refresh();
    },
    sync: () => settle('refresh', { remote: true }),
    destroy() {
      channel?.removeEventListener('message', onMessage);
      if (ownChannel) channel?.close?.();
      events.off('loggedOut', onLoggedOut);
    },
  };
}
