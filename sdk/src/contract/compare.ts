import * as z from 'zod/mini';
import { defineCalls } from './call';
import { commercePage } from './commerce-page';
import { compareStateSchema, listSectionSchema, productIdsOutput } from './entities/wishlists';
import { intParam } from './params';

const sectionQuery = z.object({ sectionId: z.optional(intParam(1)) });

/**
 * The comparison (§7.6, §4.5), and the compare page (§7.3). A guest's hangs on the fUserId and joins
 * the account's at login. At most {@link COMPARE_LIMIT} products: one more is refused with the
 * `limit` entry «Превышен лимит (99)» (§8). Products are compared within their section.
 */
export const compareCalls = defineCalls({
  get: {
    method: 'GET',
    path: '/compare/',
    doc: 'The comparison of a section (the first when none is given): products, properties, sections (§7.6 preparePage, index).',
    input: sectionQuery,
    output: compareStateSchema,
  },
  add: {
    method: 'POST',
    path: '/compare/products/',
    encoding: 'json',
    doc: 'Adds a product (payload with id); the 100th is refused with the `limit` entry (§7.6, §8).',
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  remove: {
    method: 'DELETE',
    path: '/compare/products/{id}',
    doc: 'Removes a product from the comparison (§7.6).',
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  clear: {
    method: 'DELETE',
    path: '/compare/',
    doc: 'Clears the comparison (§7.6, §4.5).',
    input: z.object({}),
    output: productIdsOutput,
  },
  count: {
    method: 'GET',
    path: '/compare/products/count',
    doc: 'How many products are compared (§7.6).',
    input: z.object({}),
    output: z.object({ count: z.number() }),
  },
  sections: {
    method: 'GET',
    path: '/compare/sections/',
    doc: 'The sections of the compared products, with counts (§7.6 indexSection).',
    input: z.object({}),
    output: z.object({ sections: z.array(listSectionSchema) }),
  },
  removeSection: {
    method: 'DELETE',
    path: '/compare/sections/{id}',
    doc: "Removes a section's products from the comparison; answers productIds (§7.6, §4.5).",
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  page: {
    method: 'GET',
    path: '/pages/personal/compare',
    doc: "The compare page: a section's products side by side, important and additional properties (§7.3, §4.5).",
    input: sectionQuery,
    output: z.object({ ...commercePage, ...compareStateSchema.shape }),
  },
});
