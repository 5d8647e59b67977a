/** What the address typed so far asks the lookup for. */
export type AddressQuery =
  | { kind: 'none' }
  /** No comma yet: the city, by the letters typed. */
  | { kind: 'city'; q: string }
  /** «Город, ул…»: that city's streets, by the letters after the comma (all of them when none yet). */
  | { kind: 'street'; city: string; q: string };

/** Letters a city needs before the lookup is asked: one letter names too many. */
const MIN_CITY_LETTERS = 2;

/**
 * Reads a delivery address as typed — «Ярославль, ул. Побе» — into what to suggest: the city until the
 * first comma, then the street until the second. After the street's comma (the house number) there is
 * nothing more to suggest.
 */
export function addressQuery(text: string): AddressQuery {
  const parts = text.split(',');
  const city = (parts[0] ?? '').trim();
  if (parts.length === 1)
    return city.length >= MIN_CITY_LETTERS ? { kind: 'city', q: city } : { kind: 'none' };
  if (parts.length > 2 || city === '') return { kind: 'none' };
  return { kind: 'street', city, q: (parts[1] ?? '').trim() };
}
