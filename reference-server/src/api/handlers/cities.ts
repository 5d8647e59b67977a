import type { getCity, getCurrentCity, listCities } from '@verstak/sdk/contract';
import { findCity, listCityRows, toCity } from '../city-rows';
import { HttpError } from '../http-error';
import type { Handler } from '../route';

/** GET /cities: pickup cities first, then delivery cities. */
export const citiesList: Handler<typeof listCities> = async (input, ctx) => ({
  items: (await listCityRows(ctx.db, input)).map((row) => toCity(row, ctx.clock.now())),
});

/** GET /cities/{id}: a city by locationId. */
export const cityById: Handler<typeof getCity> = async ({ id }, ctx) => {
  const row = (await listCityRows(ctx.db)).find((c) => c.location_id === id);
  if (!row) throw new HttpError(404, 'city_not_found', { id: `No city has locationId ${id}` });
  return toCity(row, ctx.clock.now());
};

/** GET /cities/current: the host's subdomain city, else the `currentCity` one, else the default. */
export const currentCity: Handler<typeof getCurrentCity> = async ({ hostSubdomain }, ctx) => {
  const row = hostSubdomain
    ? await findCity(ctx.db, { subdomain: hostSubdomain, locationId: ctx.city.location_id })
    : ctx.city;
  return toCity(row, ctx.clock.now());
};
