import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { findCity, listCityRows, toCity } from './city-rows';

/** The city calls (§7.7). */
export const citiesHandlers = defineHandlers('cities', {
  async list(input, ctx) {
    return { items: (await listCityRows(ctx.db, input)).map((row) => toCity(row, ctx.clock.now())) };
  },

  async current({ hostSubdomain }, ctx) {
    const row = hostSubdomain
      ? await findCity(ctx.db, { subdomain: hostSubdomain, locationId: ctx.city.location_id })
      : ctx.city;
    return toCity(row, ctx.clock.now());
  },

  async get({ id }, ctx) {
    const row = (await listCityRows(ctx.db)).find((c) => c.location_id === id);
    if (!row) throw new HttpError(404, 'city_not_found', { id: `No city has locationId ${id}` });
    return toCity(row, ctx.clock.now());
  },
});
