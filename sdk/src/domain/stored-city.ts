import type { BaseSelect, City } from '../api/api-types';
import { CITY_FIELDS, isStoredCityValid } from './city-version-tag';
import { COOKIE_LIFETIME_SECONDS } from './constants';

/** The cookie holding the shopper's city: the whole City of §3 as JSON, for one year (§4.3, §9). */
export const CITY_COOKIE = 'city';
/** The cookie saying the shopper confirmed their city (§4.3), for one year (§9). */
export const CITY_CONFIRMED_COOKIE = 'cityConfirmed';
/**
 * A one-shot cookie the browser sets right before it reloads after a city was chosen or confirmed:
 * the next page answer sends the shopper to the chosen city's subdomain when subdomains are on (§4.3).
 */
export const CITY_REDIRECT_COOKIE = 'cityRedirect';
/** A stored city's cookie is read only up to this many characters; a longer one is forged or broken. */
export const CITY_COOKIE_MAX_LENGTH = 4096;

const LOCATION_ID = /^[0-9A-Za-z_-]{1,32}$/;
const SUBDOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The fields a city keeps as text: every field of §3 but these, whose types are checked one by one. */
const NOT_TEXT: ReadonlySet<string> = new Set(['id', 'coordinates', 'kind', 'isDefault', 'suggest']);
const STRINGS = CITY_FIELDS.filter((key) => !NOT_TEXT.has(key));

/** The value of the city cookie as the browser keeps it (percent-encoded JSON), parsed; never throws. */
export function parseCityCookie(raw: string | null | undefined): unknown {
  if (!raw || raw.length > CITY_COOKIE_MAX_LENGTH) return null;
  try {
    return JSON.parse(decodeURIComponent(raw)) as unknown;
  } catch {
    return null;
  }
}

/** Whether every field of a stored city has its type: a forged cookie's `name: {…}` is no city. */
function wellTyped(city: Record<string, unknown>): boolean {
  const [lat, lon] = Array.isArray(city.coordinates) ? city.coordinates : [];
  const suggest = city.suggest as Record<string, unknown> | null;
  return (
    STRINGS.every((key) => typeof city[key] === 'string' && (city[key] as string).length <= 200) &&
    typeof city.id === 'number' &&
    Number.isInteger(city.id) &&
    LOCATION_ID.test(city.locationId as string) &&
    SUBDOMAIN.test(city.subdomain as string) &&
    (city.kind === 'pickup' || city.kind === 'delivery') &&
    typeof city.isDefault === 'boolean' &&
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    (suggest === null ||
      (typeof suggest === 'object' &&
        typeof suggest.name === 'string' &&
        typeof suggest.locationId === 'string' &&
        LOCATION_ID.test(suggest.locationId)))
  );
}

/**
 * The stored city when it is valid (§3): every field there with its type, and dateUpdate this UTC
 * month's version tag; null otherwise (missing, broken, forged or last month's).
 */
export function validStoredCity(stored: unknown, now: Date = new Date()): City | null {
  if (!isStoredCityValid(stored, now)) return null;
  return wellTyped(stored as Record<string, unknown>) ? (stored as City) : null;
}

/** How the base call asks for the city, given what the browser stored (§4.3). */
export interface CityBaseRequest {
  /** The stored city, when it is valid: it stays current and the base call does not ask for it. */
  city: City | null;
  /** The locationId to send as `currentCity`: the stored city's, even a stale one's (its old locationId). */
  currentCity: string | undefined;
  /** The parts to select: every part, without `city` when the stored one is valid. */
  select: BaseSelect[];
}

/**
 * The base call for a stored city (§4.3): a valid one is kept and `city` left out of the select; an
 * invalid or missing one adds `city` to the select and sends its old locationId, so the server's
 * city becomes current. `parts` are every part of the base data.
 */
export function cityBaseRequest(
  stored: unknown,
  parts: readonly BaseSelect[],
  now: Date = new Date(),
): CityBaseRequest {
  const city = validStoredCity(stored, now);
  if (city) return { city, currentCity: city.locationId, select: parts.filter((p) => p !== 'city') };
  const old =
    stored !== null && typeof stored === 'object'
      ? (stored as { locationId?: unknown }).locationId
      : undefined;
  return {
    city: null,
    currentCity: typeof old === 'string' && LOCATION_ID.test(old) ? old : undefined,
    select: parts.includes('city') ? [...parts] : [...parts, 'city'],
  };
}

/**
 * Whether a stored city says what the server's record of its locationId says, field for field (§3):
 * a cookie's text is the browser's to forge, so a page shows the server's city and stores it anew
 * whenever the two differ (a forged name or phone, an unknown locationId answered by the default city).
 */
export function storedCityMatches(stored: City, server: City): boolean {
  return CITY_FIELDS.every((key) => JSON.stringify(stored[key]) === JSON.stringify(server[key]));
}

/** Attributes of a one-year cookie for the whole site, on `domain` (and its subdomains) when given. */
function yearCookie(name: string, value: string, domain?: string): string {
  const on = domain ? `; Domain=${domain}` : '';
  return `${name}=${value}; Path=/; Max-Age=${COOKIE_LIFETIME_SECONDS}; SameSite=Lax${on}`;
}

/** The `Set-Cookie` (or `document.cookie`) line storing `city` for one year (§4.3, §9). */
export function cityCookieLine(city: City, domain?: string): string {
  const kept: Record<string, unknown> = {};
  for (const key of CITY_FIELDS) kept[key] = city[key];
  return yearCookie(CITY_COOKIE, encodeURIComponent(JSON.stringify(kept)), domain);
}

/** The line marking the city confirmed for one year (§4.3, §9). */
export function cityConfirmedCookieLine(domain?: string): string {
  return yearCookie(CITY_CONFIRMED_COOKIE, '1', domain);
}
