import { type City, type Client, citiesApi, createClient } from '@verstak/sdk';
import { fileTokenStore } from '@verstak/sdk/node';
import { CliError, type Io } from './io';
import { sessionFile } from './session-file';

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
    // Without a limit a server that accepts the connection but never answers hangs the CLI forever.
    timeout: Math.round((options.timeout ?? DEFAULT_TIMEOUT_SECONDS) * 1000),
    ...(io.fetch ? { fetch: io.fetch } : {}),
  });
  if (options.city) {
    const { items } = await citiesApi(client).list();
    const city = findCity(items, options.city);
    if (!city) throw new CliError(`Unknown city: ${options.city}. Try: verstak city list`, 'unknown_city');
    client.setCity(city.locationId);
  }
  return client;
}
