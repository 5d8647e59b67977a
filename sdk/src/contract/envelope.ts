/** The release label the storefront expects; a response with another `version` reloads the page (§4.2). */
export const RELEASE_VERSION = 'release_2025_08_01';

/** Prefix of every call (§7.1). */
export const API_PREFIX = '/api/v4';

/** Header marking a request as coming from the site (§7.1). */
export const SOURCE_HEADER = 'X-Source';
/** Value of {@link SOURCE_HEADER} sent by the storefront. */
export const SOURCE_SITE = 'site';

/** Query param naming the city (its locationId) on every call (§7.1). */
export const CURRENT_CITY_PARAM = 'currentCity';
/** Query param carrying the current page path on /pages/ calls (§7.1). */
export const META_FOR_URI_PARAM = 'metaForUri';

/** Body of every successful response: the release label and the call's data. */
export interface SuccessBody<T> {
  version: string;
  data: T;
}

/**
 * The cookie the API keeps its refresh credential in (§4.1): HttpOnly, set and read by the server
 * only; the storefront's server render and the CLI pass it on.
 */
export const REFRESH_TOKEN_COOKIE = 'refreshToken';

/**
 * The paths the API half answers: its calls, its pictures, its product documents (PDF) and the sandbox login provider's page
 * (`/sandbox/auth/{provider}`, development only in spirit). The storefront hands them to the API
 * (proxied when it runs alone, dispatched in-process by the launcher); everything else is a page.
 */
export const API_SERVED_PREFIXES: readonly string[] = ['/api/', '/images/', '/files/', '/sandbox/'];

/**
 * The sitemap's files, which the API writes from the catalogue: `/sitemap.xml`, and the parts
 * `/sitemap-{n}.xml` it names when the store has more addresses than one file may hold.
 */
export const SITEMAP_PATH: RegExp = /^\/sitemap(?:-[1-9][0-9]{0,4})?\.xml$/;

/**
 * Security headers of every answer that is not a page (API answers, pictures, assets): nothing runs
 * from it, nobody frames it, it is not sniffed as another type. Pages carry their own policy (a nonce
 * for the inlined state) and the same two other headers. Both halves of the store set these.
 */
export const RESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};
