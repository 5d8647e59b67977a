import { LOCATION_REGIONS } from './locations-data';

/** A row of `locations` (migration 023). */
export type LocationSeedRow = {
  id: string;
  type: 'region' | 'city' | 'street';
  parent_id: string | null;
  name: string;
  sort: number;
};

/** An id of `width` digits: `kind` (1 region, 2 town, 3 street) then the number, so kinds never collide with each other or with the cities' ids (which start with 00). */
const idOf = (kind: 1 | 2 | 3, n: number) => `${kind}${String(n).padStart(9, '0')}`;

/**
 * The lookup's places: each region, its towns, the pickup cities' streets. A town the store has as a
 * city keeps the city's `location_id`, so an address chosen from the lookup names the store's city.
 */
export function locationRows(
  cities: ReadonlyArray<{ name: unknown; location_id: unknown }>,
): LocationSeedRow[] {
  const cityIds = new Map(cities.map((c) => [String(c.name), String(c.location_id)]));
  const rows: LocationSeedRow[] = [];
  let towns = 0;
  let streets = 0;
  LOCATION_REGIONS.forEach((region, r) => {
    const regionId = idOf(1, Number(region.code));
    rows.push({ id: regionId, type: 'region', parent_id: null, name: region.name, sort: r + 1 });
    region.cities.forEach((city, c) => {
      const cityId = cityIds.get(city.name) ?? idOf(2, ++towns);
      rows.push({ id: cityId, type: 'city', parent_id: regionId, name: city.name, sort: c + 1 });
      (city.streets ?? []).forEach((street, s) => {
        rows.push({ id: idOf(3, ++streets), type: 'street', parent_id: cityId, name: street, sort: s + 1 });
      });
    });
  });
  return rows;
}
