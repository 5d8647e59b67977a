import type * as z from 'zod/mini';
import { getCity, getCurrentCity, listCities } from '../contract/endpoints/cities';
import type { Client } from '../http/create-client';

/** City calls (§7.7) bound to a client. */
export function citiesApi(client: Client) {
  return {
    /** GET /cities: pickup and delivery cities, optionally by kind or name prefix. */
    list: (input: z.input<typeof listCities.input> = {}) => client.call(listCities, input),
    /** GET /cities/{id}: a city by its locationId (the suggested city of §4.3). */
    get: (locationId: string) => client.call(getCity, { id: locationId }),
    /** GET /cities/current: the city the server takes as current. */
    current: (input: z.input<typeof getCurrentCity.input> = {}) => client.call(getCurrentCity, input),
  };
}
