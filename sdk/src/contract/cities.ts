import * as z from 'zod/mini';
import { defineCalls } from './call';
import { cityKindSchema, citySchema } from './entities/city';
import { boundedText } from './params';

const locationIdParam = z.string().check(z.regex(/^[0-9A-Za-z_-]{1,32}$/, 'Expected a locationId'));

/** The city calls (§7.7). */
export const citiesCalls = defineCalls({
  list: {
    method: 'GET',
    path: '/cities',
    doc: 'The pickup cities and the delivery cities, optionally by kind or name prefix (§7.7).',
    input: z.object({
      kind: z.optional(cityKindSchema),
      /** Case-insensitive name prefix. */
      q: z.optional(boundedText(100)),
    }),
    output: z.object({ items: z.array(citySchema) }),
  },
  current: {
    method: 'GET',
    path: '/cities/current',
    doc: 'The city of `currentCity`, else of the host subdomain, else the default (§7.7).',
    input: z.object({ hostSubdomain: z.optional(boundedText(63)) }),
    output: citySchema,
  },
  get: {
    method: 'GET',
    path: '/cities/{id}',
    doc: 'A city by its locationId; used for the suggested city (§7.7, §4.3).',
    input: z.object({ id: locationIdParam }),
    output: citySchema,
  },
});
