import mitt, { type Emitter } from 'mitt';
import { createFetch } from 'ofetch';
import {
  API_PREFIX,
  CURRENT_CITY_PARAM,
  RELEASE_VERSION,
  SOURCE_HEADER,
  SOURCE_SITE,
} from '../contract/envelope';
import {
  type ContractIssue,
  type ContractValidator,
  fillPath,
  pathParamNames,
  type Route,
  type RouteInput,
  type RouteOutput,
} from '../contract/route';
import type { ClientEvents } from '../events';
import { memoryTokenStore, type TokenStore } from '../session/token-store';
import { ApiError, toApiErrorCode } from './api-error';
import { camelCaseErrors } from './camel-case';
import { type Clock, systemClock } from './clock';
import { contentType, encodeBody, toSearchParams } from './encode';
import { pageParams } from './page-params';

/** Options of {@link createClient}. */
export interface ClientOptions {
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
  /** Renews the session after a 401; by default POSTs /users/refresh and stores the new accessToken. */
  refreshSession?: () => Promise<void>;
  /** Timers, injectable for tests. */
  clock?: Clock;
  /** Extra headers on every call. */
  headers?: Record<string, string>;
  /** Milliseconds before a call fails with code `timeout`; none by default. */
  timeout?: number;
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

interface Raw {
  status: number;
  body: unknown;
}

const VERSION_RELOAD_DELAY_MS = 1000;

function describeIssues(issues: readonly ContractIssue[]): string {
  return issues.map((i) => `${i.path || '(input)'}: ${i.message}`).join('; ');
}

/** Creates the request pipeline of spec §7.1 and §4.1–4.2. It imports no routes and no schemas. */
export function createClient(options: ClientOptions): Client {
  const clock = options.clock ?? systemClock;
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const expectedVersion = options.expectedVersion ?? RELEASE_VERSION;
  const events = mitt<ClientEvents>();
  const base = `${options.baseUrl.replace(/\/+$/, '')}${API_PREFIX}`;
  const http = createFetch({ fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)) });
  const reportedVersions = new Set<string>();
  let city = options.city;
  let refreshing: Promise<void> | null = null;

  async function send(
    method: string,
    path: string,
    query: URLSearchParams,
    body: BodyInit | undefined,
    type: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Raw> {
    const headers: Record<string, string> = {
      ...options.headers,
      [SOURCE_HEADER]: SOURCE_SITE,
      Accept: 'application/json',
    };
    const token = tokenStore.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (type) headers['Content-Type'] = type;
    const qs = query.toString();
    try {
      const response = await http.raw(`${base}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(signal ? { signal } : {}),
        ...(options.timeout ? { timeout: options.timeout } : {}),
        credentials: 'include',
        ignoreResponseError: true,
        retry: false,
      });
      return { status: response.status, body: response._data };
    } catch (error) {
      const name = (error as { cause?: { name?: string } }).cause?.name ?? (error as Error).name;
      if (name === 'TimeoutError') {
        throw new ApiError({
          message: `The API did not answer ${method} ${path} in time`,
          status: 0,
          code: 'timeout',
          cause: error,
        });
      }
      if (name === 'AbortError' || signal?.aborted) {
        throw new ApiError({
          message: `${method} ${path} was aborted`,
          status: 0,
          code: 'aborted',
          cause: error,
        });
      }
      throw new ApiError({
        message: `Cannot reach the API at ${base}: ${(error as Error).message}`,
        status: 0,
        code: 'network',
        cause: error,
      });
    }
  }

  function checkVersion(body: unknown): void {
    const version = (body as { version?: unknown } | null)?.version;
    if (typeof version !== 'string' || version === expectedVersion || reportedVersions.has(version)) return;
    reportedVersions.add(version);
    clock.setTimeout(() => {
      options.onVersionMismatch?.(version);
      events.emit('versionMismatch', version);
    }, VERSION_RELOAD_DELAY_MS);
  }

  function toError(raw: Raw, what: string): ApiError {
    const body = (typeof raw.body === 'object' && raw.body !== null ? raw.body : {}) as {
      code?: string;
      message?: string;
      errors?: unknown;
    };
    const errors = camelCaseErrors(body.errors);
    const message = body.message ?? Object.values(errors)[0] ?? `${what} failed with HTTP ${raw.status}`;
    return new ApiError({ message, status: raw.status, code: toApiErrorCode(body.code, raw.status), errors });
  }

  async function defaultRefresh(): Promise<void> {
    const raw = await send(
      'POST',
      '/users/refresh',
      new URLSearchParams(),
      '',
      'text/plain;charset=UTF-8',
      undefined,
    );
    const token = (raw.body as { data?: { accessToken?: unknown } } | null)?.data?.accessToken;
    if (raw.status >= 400 || typeof token !== 'string') throw toError(raw, 'Session refresh');
    tokenStore.set(token);
  }

  /** One refresh shared by every request that got a 401 while it runs (§4.1). */
  function refresh(): Promise<void> {
    refreshing ??= (options.refreshSession ?? defaultRefresh)().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function call<R extends Route>(
    route: R,
    input: RouteInput<R>,
    callOptions: CallOptions = {},
  ): Promise<RouteOutput<R>> {
    const given = (input ?? {}) as Record<string, unknown>;
    const what = `${route.method} ${route.path}`;
    const checked = options.validate?.(route, 'input', given);
    if (checked && !checked.ok) {
      throw new ApiError({
        message: `Invalid input for ${what}: ${describeIssues(checked.issues)}`,
        status: 0,
        code: 'validation',
        errors: Object.fromEntries(checked.issues.map((i) => [i.path || 'common', i.message])),
      });
    }
    const inPath = new Set(pathParamNames(route.path));
    const path = fillPath(route.path, given);
    const rest = Object.fromEntries(Object.entries(given).filter(([k]) => !inPath.has(k)));
    const common: Record<string, unknown> = city === undefined ? {} : { [CURRENT_CITY_PARAM]: city };
    if (route.path.startsWith('/pages/')) Object.assign(common, pageParams(options.pageUrl?.()));
    const isGet = route.method === 'GET';
    const query = toSearchParams(isGet ? { ...rest, ...common } : common);
    const body = isGet ? undefined : encodeBody(rest, route.encoding);
    const type = isGet ? undefined : contentType(route.encoding);

    const tokenBefore = tokenStore.get();
    let raw = await send(route.method, path, query, body, type, callOptions.signal);
    if (raw.status === 401) {
      // Another request may have refreshed already while this one was on the wire.
      if (tokenStore.get() === tokenBefore) await refresh();
      raw = await send(route.method, path, query, body, type, callOptions.signal);
    }
    checkVersion(raw.body);
    if (raw.status < 200 || raw.status >= 300) throw toError(raw, what);
    const data = (raw.body as { data?: unknown } | null)?.data;
    const out = options.validate?.(route, 'output', data);
    if (out && !out.ok) {
      throw new ApiError({
        message: `The response of ${what} does not match the contract: ${describeIssues(out.issues)}`,
        status: raw.status,
        code: 'http',
      });
    }
    return (out ? out.value : data) as RouteOutput<R>;
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
