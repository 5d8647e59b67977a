import * as z from 'zod/mini';
import { defineCalls } from './call';
import { commercePage } from './commerce-page';
import { favoritesListSchema, productIdsOutput } from './entities/wishlists';
import { intParam } from './params';

const productId = z.object({ productId: intParam(1) });
const listInput = {
  page: z.optional(intParam(1, 10_000)),
  /** Products per page, 1..60 (default 20). */
  count: z.optional(intParam(1, 60)),
};

/**
 * Favourites (§7.6, §4.4, §4.6), both families, and the favourites page (§7.3). A guest's hang on the
 * fUserId and join the account's at login. At most {@link FAVORITES_LIMIT} products: one more is refused
 * with the `limit` entry «Превышен лимит (99)» (§8).
 */
export const favoritesCalls = defineCalls({
  add: {
    method: 'POST',
    path: '/catalog/favorites/add',
    doc: 'Adds a product to the favourites; the 100th is refused with the `limit` entry (§7.6, §8).',
    input: productId,
    output: productIdsOutput,
  },
  delete: {
    method: 'POST',
    path: '/catalog/favorites/delete',
    doc: 'Removes a product from the favourites (§7.6).',
    input: productId,
    output: productIdsOutput,
  },
  deleteAll: {
    method: 'POST',
    path: '/catalog/favorites/delete-all',
    doc: 'Clears the favourites (§7.6).',
    input: z.object({}),
    output: productIdsOutput,
  },
  count: {
    method: 'GET',
    path: '/catalog/favorites/count',
    doc: 'How many products are in the favourites (§7.6).',
    input: z.object({}),
    output: z.object({ count: z.number() }),
  },
  addProduct: {
    method: 'POST',
    path: '/favorites/products/',
    encoding: 'json',
    doc: 'Second family: adds a product (body: id); answers productIds (§7.6).',
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  removeProduct: {
    method: 'DELETE',
    path: '/favorites/products/{id}',
    doc: 'Second family: removes a product; answers productIds (§7.6).',
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  clear: {
    method: 'DELETE',
    path: '/favorites/',
    doc: 'Second family: clears the favourites (§7.6).',
    input: z.object({}),
    output: productIdsOutput,
  },
  removeSection: {
    method: 'DELETE',
    path: '/favorites/sections/{id}',
    doc: "Second family: removes a section's products from the favourites (§7.6).",
    input: z.object({ id: intParam(1) }),
    output: productIdsOutput,
  },
  list: {
    method: 'GET',
    path: '/favorites/products/',
    doc: 'Second family: the ids in the favourites and their count (§7.6: used for the count).',
    input: z.object({}),
    output: z.object({ productIds: z.array(z.number()), count: z.number() }),
  },
  section: {
    method: 'GET',
    path: '/favorites/sections/{id}',
    doc: "Second family: one page of a section's favourites (§7.6, §4.6).",
    input: z.object({ id: intParam(1), ...listInput }),
    output: favoritesListSchema,
  },
  page: {
    method: 'GET',
    path: '/pages/personal/favorites',
    doc: "The favourites page: sections, the active section's products paged (§7.3, §4.6).",
    input: z.object({ sectionId: z.optional(intParam(1)), ...listInput }),
    output: z.object({ ...commercePage, ...favoritesListSchema.shape }),
  },
  removeSectionPage: {
    method: 'DELETE',
    path: '/pages/personal/favorites/section/{id}',
    doc: "Removes a section's products from the favourites and answers the page's list after it (§7.3, §4.6).",
    input: z.object({ id: intParam(1), ...listInput }),
    output: favoritesListSchema,
  },
});
