import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { cityKindSchema, citySchema } from '../entities/city';

const locationIdParam = z.string().check(z.regex(/^[0-9A-Za-z_-]{1,32}$/, 'Expected a locationId'));

/** GET /cities (§7.7): the pickup cities and the delivery cities, optionally narrowed. */
export const listCities = defineEndpoint({
  id: 'cities.list',
  method: 'GET',
  path: '/cities',
  input: z.object({
    kind: z.optional(cityKindSchema),
    /** Case-insensitive name prefix. */
    q: z.optional(z.string().check(z.maxLength(100))),
  }),
  output: z.object({ items: z.array(citySchema) }),
});

/** GET /cities/{id} (§7.7): a city by its locationId; used for the suggested city. */
export const getCity = defineEndpoint({
  id: 'cities.get',
  method: 'GET',
  path: '/cities/{id}',
  input: z.object({ id: locationIdParam }),
  output: citySchema,
});

/** GET /cities/current (§7.7): the city of `currentCity`, else of the host's subdomain, else the default. */
export const getCurrentCity = defineEndpoint({
  id: 'cities.current',
  method: 'GET',
  path: '/cities/current',
  input: z.object({ hostSubdomain: z.optional(z.string().check(z.maxLength(63))) }),
  output: citySchema,
});
