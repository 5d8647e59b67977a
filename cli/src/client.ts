import {
  ApiError,
  type City,
  type Client,
  type ClientResponse,
  citiesApi,
  createClient,
  decodeAccessToken,
  identityApi,
  memoryTokenStore,
} from '@verstak/sdk';
import { type FileSession, fileSession, type RefreshCookie, refreshCookieFetch } from '@verstak/sdk/node';
import { debugHooks } from './debug-log';
import { CliError, type Io } from './io';
import { sessionFile } from './session-file';
import { TOKEN_VARIABLE, tokenSession } from './token-session';

/** The API the CLI talks to unless told otherwise. */
export const DEFAULT_API = 'http://localhost:3000';

/** Seconds the CLI waits for each answer of the API unless told otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 15;

/** Global options every command has. */
export interface GlobalOptions {
  /** The API origin (`--api`). */
  api?: string;
  /** The city to act in (`--city`). */
  city?: string;
  /** Machine-readable output and errors (`--json`). */
  json?: boolean;
  /** Seconds to wait for each answer of the API (`--timeout`). */
  timeout?: number;
  /** Log each HTTP exchange on stderr, secrets hidden (`--debug`). */
  debug?: boolean;
}

/** The client hooks `--debug` asks for (see {@link debugHooks}); none without it. */
export function debugOf(options: GlobalOptions, io: Io): Partial<ReturnType<typeof debugHooks>> {
  if (!options.debug) return {};
  const now = io.now ?? (() => performance.now());
  return debugHooks(io.err, now);
}

/** The API base URL: `--api`, else `VERSTAK_API`, else the local store; checked to be an http(s) URL. */
export function apiBase(options: GlobalOptions, io: Io): string {
  const raw = options.api ?? io.env.VERSTAK_API ?? DEFAULT_API;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`--api must be a URL such as ${DEFAULT_API}, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`--api must be an http(s) URL, got "${raw}"`);
  return url.origin;
}

/** Finds a city by subdomain, locationId or name (case-insensitive). */
export function findCity(cities: readonly City[], wanted: string): City | undefined {
  const key = wanted.trim().toLowerCase();
  return cities.find(
    (c) => c.subdomain === key || c.locationId === wanted.trim() || c.name.toLowerCase() === key,
  );
}

/** Sets the client's city to the one `wanted` names (see {@link findCity}); an unknown one is `unknown_city`. */
export async function chooseCity(client: Client, wanted: string): Promise<void> {
  const { items } = await citiesApi(client).list();
  const city = findCity(items, wanted);
  if (!city) throw new CliError(`Unknown city: ${wanted}. Try: verstak city list`, 'unknown_city');
  client.setCity(city.locationId);
}

/**
 * The login session of the API in use: `VERSTAK_TOKEN`'s access token when set (CI, no file),
 * else its file (see {@link sessionFile}), read on `io.clock` moved `ahead` ms.
 */
export function cliSession(options: GlobalOptions, io: Io, ahead = 0): FileSession {
  const token = io.env[TOKEN_VARIABLE]?.trim();
  if (token) return tokenSession(token);
  const clock = io.clock ?? Date.now;
  return fileSession(sessionFile(apiBase(options, io), io.env), () => clock() + ahead);
}

/**
 * How long before its expiry the access token is renewed: the answer must come while it still
 * lives, and the server's clock may run ahead of this machine's.
 */
const RENEW_AHEAD_MS = 60_000;

/**
 * Renews the file's session before a call when its access token has expired (or is about to) but
 * its refresh credential lives. The SDK refreshes only on a 401, and a call that guests may make
 * too (`order status`) never answers one: without its token the CLI was a guest there, and staff
 * were asked for the buyer's phone ~14 minutes after logging in. A refresh that answers a guest
 * means the login ended on the server: the file is removed and the command stops, rather than go
 * on as a guest unawares.
 */
async function renewIfExpired(client: Client, options: GlobalOptions, io: Io): Promise<void> {
  const session = cliSession(options, io);
  const ended = (why: string) => {
    session.clear();
    return new CliError(
      `The login to ${apiBase(options, io)} has ended (${why}): run verstak login again`,
      'not_logged_in',
    );
  };
  if (session.refreshCredential.get() === null) {
    // A token held without a credential (VERSTAK_TOKEN) cannot be renewed: once expired it is no
    // login, and the SDK's renewal would answer a guest's token, so `order status` went on as a guest.
    const token = session.tokenStore.get();
    const expiresAt = token === null ? null : decodeAccessToken(token)?.expiresAt;
    if (typeof expiresAt === 'number' && expiresAt <= (io.clock ?? Date.now)())
      throw ended('its access token has expired');
    return;
  }
  if (cliSession(options, io, RENEW_AHEAD_MS).tokenStore.get() !== null) return;
  let renewed: { accessToken: string; expiresAt: number };
  try {
    renewed = await identityApi(client).refresh({});
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403))
      throw ended(error.message.replace(/\.$/, ''));
    throw error;
  }
  if (decodeAccessToken(renewed.accessToken)?.role !== 'authorized') throw ended('logged out or expired');
  session.tokenStore.set(renewed.accessToken, renewed.expiresAt);
}

/** Milliseconds to wait for each answer (`--timeout`): without a limit a server that never answers hangs the CLI. */
export const timeoutOf = (options: GlobalOptions) =>
  Math.round((options.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000);

/**
 * An SDK client for the CLI: the session from its file (see {@link sessionFile}), its refresh
 * credential sent back on refresh and logout and rotated in the file, `--city` resolved to its
 * locationId.
 */
export async function cliClient(options: GlobalOptions, io: Io): Promise<Client> {
  const baseUrl = apiBase(options, io);
  const session = cliSession(options, io);
  const client = createClient({
    baseUrl,
    tokenStore: session.tokenStore,
    timeout: timeoutOf(options),
    fetch: refreshCookieFetch(session.refreshCredential, io.fetch, io.clock),
    ...debugOf(options, io),
  });
  await renewIfExpired(client, options, io);
  if (options.city) await chooseCity(client, options.city);
  return client;
}

/** The ApiError of an answer, for the hook that stops a 401 before the client refreshes on it. */
function answerError(response: ClientResponse): ApiError {
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as {
    message?: unknown;
    errors?: unknown;
  };
  const errors: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null)
    for (const [field, message] of Object.entries(body.errors))
      if (typeof message === 'string') errors[field] = message;
  const message =
    typeof body.message === 'string' ? body.message : (Object.values(errors)[0] ?? `HTTP ${response.status}`);
  return new ApiError({ message, status: response.status, code: 'unauthorized', errors });
}

/** A client that opens a session: what it answered, for the caller to store once the login succeeds. */
export interface LoginClient {
  client: Client;
  /** The refresh cookie the last answer set, if any. */
  refreshCookie(): RefreshCookie | undefined;
}

/**
 * A client for the calls that open a session (`authentication`, `login`): no token sent, and a 401
 * (a wrong password or code) fails at once with the server's message instead of refreshing and
 * sending the password a second time, which would count twice towards the lock. The refresh
 * cookie is only caught, not stored: a failed login leaves the old session as it was.
 */
export function loginClient(options: GlobalOptions, io: Io): LoginClient {
  let cookie: RefreshCookie | undefined;
  const debug = debugOf(options, io);
  const client = createClient({
    baseUrl: apiBase(options, io),
    tokenStore: memoryTokenStore(),
    timeout: timeoutOf(options),
    fetch: refreshCookieFetch(
      {
        get: () => null,
        set: (value, expiresAt = null) => {
          cookie = { value, expiresAt };
        },
      },
      io.fetch,
    ),
    ...debug,
    onResponse: async (context) => {
      await debug.onResponse?.(context);
      if (context.response.status === 401) throw answerError(context.response);
    },
  });
  return { client, refreshCookie: () => cookie };
}
