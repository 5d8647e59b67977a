import mitt, { type Emitter } from 'mitt';
import { createFetch } from 'ofetch';
import { API_PREFIX, RELEASE_VERSION } from '../contract/envelope';
import type { ContractIssue, ContractValidator, Route, RouteInput, RouteOutput } from '../contract/route';
import type { ClientEvents } from '../events';
import { decodeAccessToken } from '../session/access-token';
import { memoryTokenStore, type TokenStore } from '../session/token-store';
import { ApiError } from './api-error';
import { buildRequest, type ClientRequest } from './build-request';
import type { ClientHooks } from './client-hooks';
import { type Clock, systemClock } from './clock';
import { refreshRoute } from './refresh-route';
import { responseError } from './response-error';
import type { RetryPolicy } from './retry-policy';
import { type ClientResponse, sendRequest } from './send-request';
import { createSessionRefresh, DEFAULT_REFRESH_TIMEOUT_MS } from './session-refresh';
import { createVersionCheck } from './version-check';

/** Options of {@link createClient}. */
export interface ClientOptions extends ClientHooks {
  /** Origin of the API server, e.g. `http://localhost:3000`, or `''` for the page's own origin; `/api/v4` is appended. */
  baseUrl: string;
  /** The city's locationId, sent as `currentCity` on every call. */
  city?: string;
  /** Where the access token lives; memory by default. */
  tokenStore?: TokenStore;
  /** The fetch to use (tests, in-process server calls); `globalThis.fetch` by default. */
  fetch?: typeof fetch;
  /** The current page URL: the source of `metaForUri` and the `get_param_*` copies on /pages/ calls. */
  pageUrl?: () => string | undefined;
  /** Called 1 s after a response carries a release label other than `expectedVersion` (§4.2). */
  onVersionMismatch?: (version: string) => void;
  /** The release label the caller was built for; {@link RELEASE_VERSION} by default. */
  expectedVersion?: string;
  /**
   * Renews the session after a 401; by default POSTs /users/refresh and stores the new accessToken.
   * Throw an {@link ApiError} with status 401 or 403 to end the session; `signal` aborts on timeout.
   */
  refreshSession?: (signal: AbortSignal) => Promise<void>;
  /** Milliseconds before a session refresh fails the calls waiting on it with code `timeout`; 10 000 by default. */
  refreshTimeout?: number;
  /** Timers, injectable for tests. */
  clock?: Clock;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /**
   * Milliseconds each request may take before it fails with code `timeout`: {@link DEFAULT_TIMEOUT_MS}
   * (30 s) by default, `0` for no limit. Timed on `clock`.
   */
  timeout?: number;
  /**
   * Sends a failed GET, or a failed write that carries an Idempotency-Key, again: e.g.
   * `retryPolicy({ attempts: 3 })` (network failures, timeouts, 429 and 503, honouring
   * `Retry-After`). None by default; any other write is never sent twice.
   */
  retry?: RetryPolicy;
  /** Makes the `Idempotency-Key` of an idempotent call; `crypto.randomUUID` by default (tests inject their own). */
  idempotencyKey?: () => string;
  /**
   * Checks each call's input before sending and its data on arrival, e.g. `validateWithContract`
   * from `@verstak/sdk/contract` (tests, development, tools). None by default: the server checks
   * input anyway, and the schemas would cost the browser the whole contract.
   */
  validate?: ContractValidator;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the call; it then fails with code `aborted`. */
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of an idempotent route's call (order and payment creation): one user action,
   * one key. Made fresh for each call when left out; the call's own retries (after a refresh, after a
   * lost answer) send the same key.
   */
  idempotencyKey?: string;
}

/** A bound request pipeline (§7.1); domain modules (`catalogApi(client)`, …) call through it. */
export interface Client {
  /** Executes a route: sends its input, refreshes the session once on 401, returns the response's `data`. */
  call<R extends Route>(route: R, input: RouteInput<R>, options?: CallOptions): Promise<RouteOutput<R>>;
  /** Changes the city sent as `currentCity`. */
  setCity(locationId: string | undefined): void;
  /** The city sent as `currentCity`. */
  getCity(): string | undefined;
  /** The token store in use. */
  readonly tokenStore: TokenStore;
  /** Cross-domain events: versionMismatch, cityChanged, loggedOut. */
  readonly events: Emitter<ClientEvents>;
}

/** One call on its way: its abort signal, its own headers, and the last request it sent (for `onError`). */
interface CallTrace {
  signal: AbortSignal | undefined;
  /** Headers of this call alone, sent on each of its attempts (the Idempotency-Key). */
  headers?: Record<string, string>;
  last?: ClientRequest;
}

/** The header an idempotent call carries (§ issue 9: one key per user action). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How many times an idempotent call is sent again when its answer was lost (network error, timeout), without a `retry` policy. */
export const IDEMPOTENT_RESENDS = 1;
/** How long a request may take by default before it fails with code `timeout`, ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/**
 * The least time between two renewals of an expired token before a call, ms: a machine whose clock
 * runs ahead of the server's sees each new token as expired already, and would otherwise renew it
 * before every call. Within it the token goes as it is, and the server's 401 (if any) decides.
 */
const RENEWAL_INTERVAL_MS = 60_000;

const randomKey = () => globalThis.crypto.randomUUID();
/** An answer that never came: sending the same keyed call again is safe. */
const isLostAnswer = (error: unknown) =>
  error instanceof ApiError && (error.code === 'network' || error.code === 'timeout');

/** The token's role when it is a readable JWT: the session is a user's when `authorized`. */
const roleOf = (token: string | null) => (token ? decodeAccessToken(token)?.role : undefined);

/** Waits `ms` on `clock`; an abort of `signal` ends the wait with code `aborted`. */
function pause(clock: Clock, ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      clock.clearTimeout(timer);
      reject(
        new ApiError({ message: 'The call was aborted while waiting to retry', status: 0, code: 'aborted' }),
      );
    };
    const timer = clock.setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    if (signal?.aborted) stop();
    else signal?.addEventListener('abort', stop, { once: true });
  });
}

function describeIssues(issues: readonly ContractIssue[]): string {
  return issues.map((i) => `${i.path || '(input)'}: ${i.message}`).join('; ');
}

/** Creates the request pipeline of spec §7.1 and §4.1–4.2. It imports no schemas, and of the routes only the session refresh. */
export function createClient(options: ClientOptions): Client {
  const clock = options.clock ?? systemClock;
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const events = mitt<ClientEvents>();
  const base = `${options.baseUrl.replace(/\/+$/, '')}${API_PREFIX}`;
  const http = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  if (!(timeout >= 0))
    throw new RangeError(`createClient: timeout must be a number of ms ≥ 0 (0 for none), got ${timeout}`);
  let city = options.city;

  const checkVersion = createVersionCheck({
    expected: options.expectedVersion ?? RELEASE_VERSION,
    clock,
    onMismatch: (version) => {
      options.onVersionMismatch?.(version);
      events.emit('versionMismatch', version);
    },
  });

  /**
   * Builds, sends and reads one request, with the hooks around it; every status is answered.
   * `trace.last` keeps the last request of a call for `onError`.
   */
  async function exchange(route: Route, input: unknown, trace: CallTrace): Promise<ClientResponse> {
    const request = buildRequest(route, input, {
      base,
      city,
      token: tokenStore.get(),
      pageUrl: options.pageUrl?.(),
      headers: trace.headers ? { ...options.headers, ...trace.headers } : options.headers,
    });
    trace.last = request;
    await options.onRequest?.({ route, request });
    const response = await sendTimed(request, trace.signal);
    await options.onResponse?.({ route, request, response });
    checkVersion(response.body);
    return response;
  }

  /**
   * Sends one request, failing it with code `timeout` when no answer has come within `timeout` ms of
   * the client's clock (an abort of the caller's signal stays `aborted`).
   */
  async function sendTimed(request: ClientRequest, signal: AbortSignal | undefined): Promise<ClientResponse> {
    if (!timeout) return sendRequest(http, request, { signal });
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    try {
      return await sendRequest(http, request, { signal: controller.signal });
    } catch (error) {
      if (!timedOut || signal?.aborted) throw error;
      throw new ApiError({
        message: `The API did not answer ${request.method} ${request.path} in ${timeout} ms`,
        status: 0,
        code: 'timeout',
        cause: error,
      });
    } finally {
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function renew(signal: AbortSignal): Promise<void> {
    const before = tokenStore.get();
    const response = await exchange(refreshRoute, {}, { signal });
    const data = (response.body as { data?: { accessToken?: unknown; expiresAt?: unknown } } | null)?.data;
    const token = data?.accessToken;
    if (response.status >= 400 || typeof token !== 'string') throw responseError(response, 'Session refresh');
    // Without a live refresh credential the server answers a guest's token: a user's session that
    // comes back as a guest's has ended, as surely as a refused refresh (§4.1), and says so.
    if (roleOf(before) === 'authorized' && roleOf(token) === 'unauthorized') {
      throw new ApiError({
        message:
          'The session has ended: the refresh answered a guest session (no live refresh credential); log in again',
        status: 401,
        code: 'unauthorized',
      });
    }
    tokenStore.set(token, typeof data?.expiresAt === 'number' ? data.expiresAt : undefined);
  }

  /** Whether `token` is a JWT whose `exp` has passed on the client's clock (an unreadable one is left to the server). */
  const expired = (token: string) => {
    const expiresAt = decodeAccessToken(token)?.expiresAt;
    return typeof expiresAt === 'number' && expiresAt <= clock.now();
  };

  /** The token the last renewal before a call stored, and when, on `clock`. */
  let renewed: { token: string | null; at: number } = { token: null, at: 0 };

  const refresh = createSessionRefresh({
    renew: options.refreshSession ?? renew,
    tokenStore,
    clock,
    timeout: options.refreshTimeout ?? DEFAULT_REFRESH_TIMEOUT_MS,
    onLoggedOut: () => events.emit('loggedOut', undefined),
  });

  /**
   * Sends a call, and again as the `retry` policy says when it is a GET or carries an Idempotency-Key;
   * without a policy, a keyed call whose answer was lost is sent once more with the same key.
   */
  async function send(route: Route, input: unknown, trace: CallTrace): Promise<ClientResponse> {
    const retry = route.method === 'GET' || trace.headers ? options.retry : undefined;
    for (let attempt = 1; ; attempt++) {
      let response: ClientResponse | undefined;
      let failure: unknown;
      try {
        response = await exchange(route, input, trace);
        if (!retry || response.status < 400) return response;
      } catch (error) {
        if (!(error instanceof ApiError) || error.code === 'aborted') throw error;
        failure = error;
        if (!retry) {
          if (trace.headers && attempt <= IDEMPOTENT_RESENDS && isLostAnswer(error)) continue;
          throw error;
        }
      }
      const wait = retry({
        attempt,
        status: response?.status ?? 0,
        retryAfter: response?.headers?.get('retry-after') ?? null,
        error: failure as ApiError | undefined,
        now: clock.now(),
      });
      if (wait === undefined) {
        if (response) return response;
        throw failure;
      }
      await pause(clock, wait, trace.signal);
    }
  }

  async function execute(route: Route, input: unknown, trace: CallTrace): Promise<unknown> {
    const what = `${route.method} ${route.path}`;
    const checked = options.validate?.(route, 'input', input ?? {});
    if (checked && !checked.ok) {
      throw new ApiError({
        message: `Invalid input for ${what}: ${describeIssues(checked.issues)}`,
        status: 0,
        code: 'validation',
        errors: Object.fromEntries(checked.issues.map((i) => [i.path || 'common', i.message])),
        codes: Object.fromEntries(checked.issues.map((i) => [i.path || 'common', i.code ?? 'validation'])),
      });
    }
    // A token past its expiry is renewed before the call: the server reads an expired token as no
    // session, and a guest's session would answer in its place. A renewal that ends the session
    // (refused, or answered with a guest's token) has emitted `loggedOut`; the call still goes,
    // without a token (a login works), and a 401 to it is thrown as the renewal's error.
    let ending: unknown;
    const current = tokenStore.get();
    if (
      current !== null &&
      route.id !== refreshRoute.id &&
      !refresh.ended() &&
      expired(current) &&
      !(current === renewed.token && clock.now() - renewed.at < RENEWAL_INTERVAL_MS)
    ) {
      await refresh.run().then(
        () => {
          renewed = { token: tokenStore.get(), at: clock.now() };
        },
        (error: unknown) => {
          if (!refresh.ended()) throw error;
          ending = error;
        },
      );
    }
    const tokenBefore = tokenStore.get();
    let response = await send(route, input, trace);
    if (response.status === 401 && ending) throw ending;
    // A refused refresh ended the session: later 401s fail at once until a token is stored. A 401 to
    // the refresh call itself is its refusal, not a reason to refresh (a `refreshSession` may call it).
    if (response.status === 401 && route.id !== refreshRoute.id && !refresh.ended()) {
      // Another request may have refreshed already while this one was on the wire.
      if (tokenStore.get() === tokenBefore) await refresh.run();
      response = await send(route, input, trace);
    }
    // A 2xx that is not JSON (a wrong baseUrl's HTML page) is no answer of the API: `not_api`.
    if (response.status < 200 || response.status >= 300 || typeof response.body === 'string')
      throw responseError(response, what);
    const data = (response.body as { data?: unknown } | null)?.data;
    const out = options.validate?.(route, 'output', data);
    if (out && !out.ok) {
      throw new ApiError({
        message: `The response of ${what} does not match the contract: ${describeIssues(out.issues)}`,
        status: response.status,
        code: 'http',
      });
    }
    return out ? out.value : data;
  }

  async function call<R extends Route>(
    route: R,
    input: RouteInput<R>,
    callOptions: CallOptions = {},
  ): Promise<RouteOutput<R>> {
    const trace: CallTrace = { signal: callOptions.signal };
    if (route.idempotent) {
      trace.headers = {
        [IDEMPOTENCY_HEADER]: callOptions.idempotencyKey ?? (options.idempotencyKey ?? randomKey)(),
      };
    }
    try {
      return (await execute(route, input, trace)) as RouteOutput<R>;
    } catch (error) {
      if (error instanceof ApiError) await options.onError?.({ route, request: trace.last, error });
      throw error;
    }
  }

  return {
    call,
    setCity(locationId) {
      if (locationId === city) return;
      city = locationId;
      events.emit('cityChanged', locationId);
    },
    getCity: () => city,
    tokenStore,
    events,
  };
}
