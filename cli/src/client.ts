import { ApiError, type City, type Client, citiesApi, createClient } from '@verstak/sdk';
import { fileTokenStore } from '@verstak/sdk/node';
import { CliError, type Io } from './io';
import { sessionFile } from './session-file';

/** The API the CLI talks to unless told otherwise. */
export const DEFAULT_API = 'http://localhost:3000';

/** Global options every command has. */
export interface GlobalOptions {
  api?: string;
  city?: string;
  json?: boolean;
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

/** An SDK client for the CLI: the session from its file (see {@link sessionFile}), `--city` resolved to its locationId. */
export async function cliClient(options: GlobalOptions, io: Io): Promise<Client> {
  const baseUrl = apiBase(options, io);
  const client = createClient({
    baseUrl,
    tokenStore: fileTokenStore(sessionFile(baseUrl, io.env)),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  if (options.city) {
    const { items } = await citiesApi(client).list();
    const city = findCity(items, options.city);
    if (!city) throw new CliError(`Unknown city: ${options.city}. Try: verstak city list`);
    client.setCity(city.locationId);
  }
  return client;
}

/** One clear line for any failure: the API unreachable, a validation error with its fields, or the server's message. */
export function describeError(error: unknown, api: string): string {
  if (error instanceof CliError) return error.message;
  if (error instanceof ApiError) {
    if (error.code === 'network' || error.code === 'timeout') {
      // The deepest cause names the reason (ECONNREFUSED, ENOTFOUND, …).
      let reason: unknown = error;
      while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
      const code = (reason as { code?: unknown }).code;
      return `Cannot reach the Verstak API at ${api}: ${typeof code === 'string' ? code : (reason as Error).message}`;
    }
    if (error.status === 0) return error.message;
    const fields = Object.entries(error.errors).map(([field, message]) =>
      field === 'common' ? message : `${field}: ${message}`,
    );
    return fields.length > 0 ? fields.join('; ') : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
