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
    doc: 'The pickup cities first, then the delivery cities, optionally by kind or by name: the start of the name or of any of its words, in any case, «ё» as «е» (§7.7, §4.3).',
    input: z.object({
      kind: z.optional(cityKindSchema),
      /** The start of the city's name or of one of its words; case-insensitive, «ё» = «е». */
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
