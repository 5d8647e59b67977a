import * as z from 'zod/mini';
import { defineCalls } from './call';
import { productCardSchema } from './entities/product';
import { sectionCardSchema } from './entities/section';
import { intParam, textParam } from './params';

// Search: today the catalogue's quick search; to come, the search results page with its filter and
// the query check (`GET /pages/search`, `GET /pages/search/filter`, `GET /pages/search/check`) (§7.2, §7.5, §2.1).

/** The search calls. */
export const searchCalls = defineCalls({
  catalog: {
    method: 'GET',
    path: '/catalog/search',
    doc: 'Products and sections matching a query, with Russian stemming (§7.5).',
    input: z.object({
      q: textParam(200),
      /** Products to return, 1..50 (default 10). */
      limit: z.optional(intParam(1, 50)),
    }),
    output: z.object({
      query: z.string(),
      products: z.array(productCardSchema),
      sections: z.array(sectionCardSchema),
      total: z.number(),
    }),
  },
});
