import type { RouteInput } from '../contract/route';
import { getCityRoute, getCurrentCityRoute, listCitiesRoute } from '../contract/routes/cities';
import type { Client } from '../http/create-client';

/** City calls (§7.7) bound to a client. */
export function citiesApi(client: Client) {
  return {
    /** GET /cities: pickup and delivery cities, optionally by kind or name prefix. */
    list: (input: RouteInput<typeof listCitiesRoute> = {}) => client.call(listCitiesRoute, input),
    /** GET /cities/{id}: a city by its locationId (the suggested city of §4.3). */
    get: (locationId: string) => client.call(getCityRoute, { id: locationId }),
    /** GET /cities/current: the city the server takes as current. */
    current: (input: RouteInput<typeof getCurrentCityRoute> = {}) => client.call(getCurrentCityRoute, input),
  };
}
