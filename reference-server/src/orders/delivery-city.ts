import { type CityRow, listCityRows } from '../cities/city-rows';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

// The city a courier order goes to, and so the price of its delivery, is the city its address names
// (issue 14: a basket shown in Санкт-Петербург at 690 ₽ was ordered with Moscow's `cityId` and a
// Petersburg address for 0 ₽). A client-sent city — `cityId`, or the `currentCity` of the request —
// only stands for an address that names none: the courier then goes to that address in that city.

/** Other names shoppers write for a city, by its subdomain (whole words, as the address is read). */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  spb: ['спб', 'питер', 'петербург', 'с петербург', 'санкт петербург'],
  moskva: ['мск'],
  'nizhniy-novgorod': ['н новгород'],
  ekaterinburg: ['екб'],
};

/**
 * A town named with its marker at the start of a part of the address: «г. Химки», «город Химки»,
 * «гор. Химки». Only at a part's start, so the initial of a street's name («ул. Г. Димитрова») is not one.
 */
const TOWN_MARKER = /(?:^|[,;(])\s*(?:г|гор|город)(?:\.\s*|\s+)([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*)?)/giu;

/** Lower-case words of a text: letters only, «ё» as «е», hyphens and dots between words as spaces. */
function wordsOf(text: string): string[] {
  return text
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .split(/[^\p{L}]+/u)
    .filter((w) => w !== '');
}

/** Where `needle` (words) stands as a run of whole words in `haystack`, or -1. */
function indexOfWords(haystack: readonly string[], needle: readonly string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The names a city is written by, as words. */
function namesOf(city: Pick<CityRow, 'name' | 'subdomain'>): string[][] {
  return [city.name, ...(ALIASES[city.subdomain] ?? [])].map(wordsOf);
}

/** What an address says of its city. */
export type AddressCity =
  | { kind: 'named'; city: CityRow }
  | { kind: 'none' }
  | { kind: 'several'; names: string[] }
  | { kind: 'unknown'; name: string };

/**
 * The city `address` names among `cities`: one of them (`named`), none (`none`), more than one
 * (`several`), or a town marked as one («г. Химки») that is none of them (`unknown`).
 */
export function addressCity(address: string, cities: readonly CityRow[]): AddressCity {
  const words = wordsOf(address);
  const found = new Map<number, { city: CityRow; at: number }>();
  for (const city of cities)
    for (const name of namesOf(city)) {
      const at = indexOfWords(words, name);
      if (at >= 0 && (found.get(city.id)?.at ?? Number.POSITIVE_INFINITY) > at)
        found.set(city.id, { city, at });
    }
  if (found.size > 1)
    return {
      kind: 'several',
      names: [...found.values()].sort((a, b) => a.at - b.at).map((f) => f.city.name),
    };
  const [only] = found.values();
  if (only) return { kind: 'named', city: only.city };
  for (const match of address.matchAll(TOWN_MARKER)) {
    const town = match[1] ?? '';
    const townWords = wordsOf(town);
    const known = cities.some((c) => namesOf(c).some((name) => indexOfWords(townWords, name) === 0));
    // Two words were taken in case the name has two («Нижний Новгород»); the first names the town.
    if (!known) return { kind: 'unknown', name: town.split(/\s+/)[0]?.slice(0, 40) ?? town };
  }
  return { kind: 'none' };
}

/**
 * The city a courier takes an order to `address`: the one it names, else `chosen` (the form's
 * `cityId`, else the shopper's city). An address naming two of our cities, or a town we do not
 * deliver to, is a 400 on `address` in Russian.
 */
export async function deliveryCity(db: Db, address: string, chosen: CityRow): Promise<CityRow> {
  const said = addressCity(address, await listCityRows(db));
  switch (said.kind) {
    case 'named':
      return said.city;
    case 'none':
      return chosen;
    case 'several':
      throw new HttpError(400, 'validation', {
        address: `В адресе несколько городов (${said.names.join(', ')}): оставьте один — тот, куда везти заказ`,
      });
    case 'unknown':
      throw new HttpError(400, 'validation', {
        address: `Курьер не доставляет в город ${said.name}: укажите адрес в городе из списка или выберите самовывоз`,
      });
  }
}
