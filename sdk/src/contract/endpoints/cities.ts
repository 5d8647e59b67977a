import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { cityKindSchema, citySchema } from '../entities/city';
import { getCityRoute, getCurrentCityRoute, listCitiesRoute } from '../routes/cities';

const locationIdParam = z.string().check(z.regex(/^[0-9A-Za-z_-]{1,32}$/, 'Expected a locationId'));

/** Input of {@link listCities}. */
export const listCitiesInput = z.object({
  kind: z.optional(cityKindSchema),
  /** Case-insensitive name prefix. */
  q: z.optional(z.string().check(z.maxLength(100))),
});
/** Output of {@link listCities}. */
export const listCitiesOutput = z.object({ items: z.array(citySchema) });
/** GET /cities (§7.7): the pickup cities and the delivery cities, optionally narrowed. */
export const listCities = defineEndpoint(listCitiesRoute, listCitiesInput, listCitiesOutput);

/** Input of {@link getCity}. */
export const getCityInput = z.object({ id: locationIdParam });
/** Output of {@link getCity}. */
export const getCityOutput = citySchema;
/** GET /cities/{id} (§7.7): a city by its locationId; used for the suggested city. */
export const getCity = defineEndpoint(getCityRoute, getCityInput, getCityOutput);

/** Input of {@link getCurrentCity}. */
export const getCurrentCityInput = z.object({ hostSubdomain: z.optional(z.string().check(z.maxLength(63))) });
/** Output of {@link getCurrentCity}. */
export const getCurrentCityOutput = citySchema;
/** GET /cities/current (§7.7): the city of `currentCity`, else of the host's subdomain, else the default. */
export const getCurrentCity = defineEndpoint(getCurrentCityRoute, getCurrentCityInput, getCurrentCityOutput);
