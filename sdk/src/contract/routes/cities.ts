// The cities calls as routes: no schemas, so the client's cities module loads no zod.
import type * as z from 'zod/mini';
import type {
  getCityInput,
  getCityOutput,
  getCurrentCityInput,
  getCurrentCityOutput,
  listCitiesInput,
  listCitiesOutput,
} from '../endpoints/cities';
import { defineRoute } from '../route';

/** GET /cities (§7.7): the pickup cities and the delivery cities, optionally narrowed. */
export const listCitiesRoute = defineRoute<
  z.input<typeof listCitiesInput>,
  z.output<typeof listCitiesOutput>
>({
  id: 'cities.list',
  method: 'GET',
  path: '/cities',
});

/** GET /cities/{id} (§7.7): a city by its locationId; used for the suggested city. */
export const getCityRoute = defineRoute<z.input<typeof getCityInput>, z.output<typeof getCityOutput>>({
  id: 'cities.get',
  method: 'GET',
  path: '/cities/{id}',
});

/** GET /cities/current (§7.7): the city of `currentCity`, else of the host's subdomain, else the default. */
export const getCurrentCityRoute = defineRoute<
  z.input<typeof getCurrentCityInput>,
  z.output<typeof getCurrentCityOutput>
>({
  id: 'cities.current',
  method: 'GET',
  path: '/cities/current',
});
