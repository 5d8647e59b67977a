import type { Client } from '@verstak/sdk';
import { shopsApi } from '@verstak/sdk';
import { addressQuery } from './address-query';

/** One suggestion: what the field then holds, and how the list shows it. */
export interface AddressSuggestion {
  id: string;
  /** The address with this place in it, ending «, » so typing goes on. */
  value: string;
  label: string;
  /** Where it is: «Ярославская область». */
  hint: string;
}

/** Suggestions a list shows at most. */
const SHOWN = 8;

/**
 * The places to suggest for the address typed so far (§7.7 locations): cities by their first letters,
 * then, after «Город,», that city's streets. Its own chunk: the checkout loads it on the first key.
 */
export async function addressSuggestions(client: Client, text: string): Promise<AddressSuggestion[]> {
  const query = addressQuery(text);
  const api = shopsApi(client);
  if (query.kind === 'none') return [];
  if (query.kind === 'city') {
    const { items } = await api.locations({ q: query.q, type: 'city', limit: SHOWN });
    return items.map((c) => ({ id: c.id, value: `${c.name}, `, label: c.name, hint: c.within }));
  }
  const wanted = query.city.toLocaleLowerCase('ru').replaceAll('ё', 'е');
  const { items: cities } = await api.locations({ q: query.city, type: 'city', limit: 5 });
  const city = cities.find((c) => c.name.toLocaleLowerCase('ru').replaceAll('ё', 'е') === wanted);
  if (!city?.hasChildren) return [];
  const { items } = await api.locationChildren({
    parentId: city.id,
    ...(query.q ? { q: query.q } : {}),
    limit: SHOWN,
  });
  return items.map((s) => ({ id: s.id, value: `${city.name}, ${s.name}, `, label: s.name, hint: city.name }));
}
