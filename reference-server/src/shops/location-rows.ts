import type { Location } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';

/** A row of `locations` (migration 023). */
interface LocationRow {
  id: string;
  type: Location['type'];
  parent_id: string | null;
  name: string;
  sort: number;
}

/** A place with what the lookup compares and answers. */
interface Place {
  location: Location;
  /** The name in lower case, ё as е, without a street's kind («ул.», «проспект»…). */
  key: string;
  sort: number;
}

/** The kinds of street an address writes before or after the name, and the ways shoppers type them. */
const STREET_KINDS =
  /(^|\s)(ул\.?|улица|пр-к?т\.?|просп\.?|проспект|пр\.|ш\.|шоссе|пер\.?|переулок|наб\.?|набережная|б-р|бульвар|пл\.?|площадь|пр-д|проезд|тракт)(?=\s|$)/g;

/** Text as the lookup compares it: lower case, ё as е, a street's kind words dropped, spaces folded. */
export function lookupKey(text: string): string {
  return text
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .replace(STREET_KINDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every place with its children's ids, loaded once per database: the seed alone writes them. */
const placesOf = perDatabase(async (db) => {
  const rows = await db.query<LocationRow>('SELECT id, type, parent_id, name, sort FROM locations');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const parents = new Set(rows.map((r) => r.parent_id).filter((id): id is string => id !== null));
  const within = (row: LocationRow): string => {
    const names: string[] = [];
    let up = row.parent_id ? byId.get(row.parent_id) : undefined;
    while (up) {
      names.push(up.name);
      up = up.parent_id ? byId.get(up.parent_id) : undefined;
    }
    return names.join(', ');
  };
  const places = new Map<string, Place>();
  for (const row of rows)
    places.set(row.id, {
      location: {
        id: row.id,
        type: row.type,
        name: row.name,
        parentId: row.parent_id,
        within: within(row),
        hasChildren: parents.has(row.id),
      },
      key: lookupKey(row.name),
      sort: row.sort,
    });
  return places;
});

/** Whether a place's name, or a word of it, starts with the typed `key`. */
function matches(place: Place, key: string): boolean {
  if (key === '') return true;
  return place.key.startsWith(key) || place.key.includes(` ${key}`) || place.key.includes(`-${key}`);
}

/** The place with `id`, or null. */
export async function locationById(db: Db, id: string): Promise<Location | null> {
  return (await placesOf(db)).get(id)?.location ?? null;
}

/**
 * Places matching a lookup: of `type`, under `parentId` (directly, or under a city of that region),
 * whose name or a word of it starts with `q`, at most `limit`. A name that starts with `q` comes
 * before one where only a later word does; then regions, cities and streets in their seeded order.
 */
export async function findLocations(
  db: Db,
  filter: {
    q?: string | undefined;
    type?: Location['type'] | undefined;
    parentId?: string | undefined;
    limit: number;
  },
): Promise<Location[]> {
  const places = await placesOf(db);
  const key = lookupKey(filter.q ?? '');
  const under = (place: Place): boolean => {
    if (filter.parentId === undefined) return filter.q !== undefined || place.location.type === 'region';
    const parent = place.location.parentId;
    if (parent === filter.parentId) return true;
    // A region's streets: those of its cities.
    return parent !== null && places.get(parent)?.location.parentId === filter.parentId;
  };
  const found = [...places.values()].filter(
    (p) =>
      (filter.type === undefined || p.location.type === filter.type) &&
      under(p) &&
      matches(p, key) &&
      // Without a parent or a type, a few letters name cities and regions first; streets need a city.
      (filter.type !== undefined || filter.parentId !== undefined || p.location.type !== 'street'),
  );
  const rank = { region: 0, city: 1, street: 2 } as const;
  found.sort(
    (a, b) =>
      Number(!a.key.startsWith(key)) - Number(!b.key.startsWith(key)) ||
      rank[a.location.type] - rank[b.location.type] ||
      a.sort - b.sort ||
      a.location.name.localeCompare(b.location.name, 'ru'),
  );
  return found.slice(0, filter.limit).map((p) => p.location);
}
