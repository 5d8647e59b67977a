import * as z from 'zod/mini';
import { textField } from './account-fields';
import { defineCalls } from './call';
import { commercePage } from './commerce-page';
import { basketSchema, MAX_LINE_QUANTITY } from './entities/basket';
import { estimateSchema } from './entities/wishlists';
import { intParam } from './params';

/** Estimates (§7.4 /user/estimates/, §7.3, §3): a user's saved lists of products, which go to the basket whole. */
export const estimatesCalls = defineCalls({
  create: {
    method: 'POST',
    path: '/user/estimates/',
    encoding: 'json',
    access: 'user',
    doc: 'Saves products and quantities as an estimate (§7.4).',
    input: z.object({
      title: z.optional(textField(100)),
      products: z
        .array(z.object({ id: intParam(1), quantity: intParam(1, MAX_LINE_QUANTITY) }))
        .check(z.minLength(1, 'Добавьте товары в смету'), z.maxLength(100, 'В смете не больше 100 товаров')),
    }),
    output: estimateSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/user/estimates/{id}',
    access: 'user',
    doc: 'Removes an estimate (§7.4).',
    input: z.object({ id: intParam(1) }),
    output: z.object({ removed: z.boolean() }),
  },
  addToBasket: {
    method: 'POST',
    path: '/user/estimates/add-basket/{id}',
    access: 'user',
    doc: "Adds an estimate's products to the basket (§7.4).",
    input: z.object({ id: intParam(1) }),
    output: basketSchema,
  },
  page: {
    method: 'GET',
    path: '/pages/personal/estimates',
    access: 'user',
    doc: "The estimates page: the user's estimates, newest first (§7.3).",
    input: z.object({}),
    output: z.object({ ...commercePage, items: z.array(estimateSchema) }),
  },
  detailPage: {
    method: 'GET',
    path: '/pages/personal/estimates/{id}',
    access: 'user',
    doc: "An estimate's page (§7.3).",
    input: z.object({ id: intParam(1) }),
    output: z.object({ ...commercePage, estimate: estimateSchema }),
  },
});
