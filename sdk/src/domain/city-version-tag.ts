import type { City } from '../api/api-types';

/** Every field of a city (§3); a stored city missing any of them is stale. */
export const CITY_FIELDS = [
  'id',
  'locationId',
  'coordinates',
  'name',
  'subdomain',
  'kind',
  'isDefault',
  'code',
  'regionCode',
  'trackerCode',
  'suggest',
  'subdomainNameIm',
  'subdomainNamePr',
  'phoneText',
  'phoneNumber',
  'phoneFooterText',
  'phoneFooterNumber',
  'schedule',
  'dateUpdate',
] as const satisfies readonly (keyof City)[];

/**
 * The city version tag `v4-{year}-{month}` of the current UTC month (§3, §9); the month is 1–12,
 * unpadded: `v4-2026-11`.
 */
export function cityVersionTag(date: Date = new Date()): string {
  return `v4-${date.getUTCFullYear()}-${date.getUTCMonth() + 1}`;
}

/** A stored city is valid only if all its fields exist and dateUpdate is this month's tag (§3). */
export function isStoredCityValid(city: unknown, now: Date = new Date()): boolean {
  if (city === null || typeof city !== 'object') return false;
  const stored = city as Record<string, unknown>;
  const complete = CITY_FIELDS.every((key) => stored[key] !== undefined);
  return complete && stored.dateUpdate === cityVersionTag(now);
}
