import { type City, cityVersionTag, type Shop } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** A row of `cities`. */
export interface CityRow {
  id: number;
  location_id: string;
  name: string;
  subdomain: string;
  kind: 'pickup' | 'delivery';
  is_default: boolean;
  code: string;
  region_code: string;
  tracker_code: string;
  lat: number;
  lon: number;
  name_im: string;
  name_pr: string;
  phone_text: string;
  phone_number: string;
  phone_footer_text: string;
  phone_footer_number: string;
  schedule: string;
  suggest_location_id: string | null;
  suggest_name: string | null;
  /** The city's price list (migration 029): 0 is the base list, Moscow's. */
  price_zone: number;
}

const CITY_SELECT = `SELECT c.*, s.name AS suggest_name FROM cities c LEFT JOIN cities s ON s.location_id = c.suggest_location_id`;

/** Every city row in list order, loaded once per database: cities only change with the seed. */
const cityRowsOf = perDatabase((db) => db.query<CityRow>(`${CITY_SELECT} ORDER BY c.sort`));

/** A name or query folded for search: lower case (Russian rules), «ё» as «е», one space between words. */
export function foldCityName(text: string): string {
  return text
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * Whether a city's name answers a shopper's query: the folded name, or one of its words (split at a
 * space or a hyphen: «новгород» finds Нижний Новгород, «залес» Переславль-Залесский), starts with the
 * folded query. An empty query answers every city.
 */
export function cityNameMatches(name: string, query: string): boolean {
  const q = foldCityName(query);
  if (q === '') return true;
  const folded = foldCityName(name);
  if (folded.startsWith(q)) return true;
  return folded.split(/[ -]/).some((word, i) => i > 0 && word.startsWith(q));
}

/** All cities, pickup cities first, optionally by kind and name (case-insensitive, «ё» = «е», by word). */
export async function listCityRows(
  db: Db,
  filter: { kind?: string | undefined; q?: string | undefined } = {},
): Promise<CityRow[]> {
  const rows = (await cityRowsOf(db)).filter(
    (c) => (filter.kind === undefined || c.kind === filter.kind) && cityNameMatches(c.name, filter.q ?? ''),
  );
  // Pickup cities first, whatever the seed's order.
  return [...rows.filter((c) => c.kind === 'pickup'), ...rows.filter((c) => c.kind !== 'pickup')];
}

/** The city of a subdomain, else of a locationId, else the default one. */
export async function findCity(
  db: Db,
  by: { subdomain?: string | undefined; locationId?: string | undefined },
): Promise<CityRow> {
  const rows = await cityRowsOf(db);
  const row =
    (by.subdomain !== undefined ? rows.find((c) => c.subdomain === by.subdomain) : undefined) ??
    (by.locationId !== undefined ? rows.find((c) => c.location_id === by.locationId) : undefined) ??
    rows.find((c) => c.is_default);
  if (!row) throw new Error('The database has no cities: run the seed');
  return row;
}

/** A city row as the contract's City, stamped with this month's version tag. */
export function toCity(row: CityRow, now: number): City {
  return {
    id: row.id,
    locationId: row.location_id,
    coordinates: [row.lat, row.lon],
    name: row.name,
    subdomain: row.subdomain,
    kind: row.kind,
    isDefault: row.is_default,
    code: row.code,
    regionCode: row.region_code,
    trackerCode: row.tracker_code,
    suggest:
      row.suggest_location_id && row.suggest_name
        ? { name: row.suggest_name, locationId: row.suggest_location_id }
        : null,
    subdomainNameIm: row.name_im,
    subdomainNamePr: row.name_pr,
    phoneText: row.phone_text,
    phoneNumber: row.phone_number,
    phoneFooterText: row.phone_footer_text,
    phoneFooterNumber: row.phone_footer_number,
    schedule: row.schedule,
    dateUpdate: cityVersionTag(new Date(now)),
  };
}

/** Every shop with its city's id, loaded once per database: shops only change with the seed. */
const shopsOf = perDatabase(async (db) => {
  const rows = await db.query<{
    id: number;
    city_id: number;
    type: Shop['type'];
    name: string;
    code: string;
    address: string;
    lat: number;
    lon: number;
    phones: string[];
    emails: string[];
    schedule: string;
    opened: boolean;
    healthcare: boolean;
    city: string;
    location_id: string;
  }>(
    'SELECT s.*, c.name AS city, c.location_id FROM shops s JOIN cities c ON c.id = s.city_id ORDER BY s.id',
  );
  return rows.map((r) => ({
    cityId: r.city_id,
    shop: {
      id: r.id,
      type: r.type,
      city: r.city,
      cityLocationId: r.location_id,
      address: r.address,
      coordinates: [r.lat, r.lon],
      phones: r.phones,
      emails: r.emails,
      schedule: r.schedule,
      opened: r.opened,
      healthcare: r.healthcare,
      name: r.name,
      code: r.code,
      companyIcon: '/images/brands/verstak.svg',
    } satisfies Shop,
  }));
});

/** The shop with `code` and its city's id, or null. */
export async function shopByCode(db: Db, code: string): Promise<{ cityId: number; shop: Shop } | null> {
  return (await shopsOf(db)).find((s) => s.shop.code === code) ?? null;
}

/** The shops of a city. */
export async function listShops(db: Db, cityId: number): Promise<Shop[]> {
  return (await shopsOf(db)).filter((s) => s.cityId === cityId).map((s) => s.shop);
}
