import * as z from 'zod/mini';
import { textField } from './account-fields';
import { defineCalls } from './call';
import { commercePage } from './commerce-page';
import { basketLineSchema, basketSchema } from './entities/basket';
import { productCardSchema } from './entities/product';
import { idListParam, intParam } from './params';
import { BONUSES_RULE, bonusesField, quantityField } from './shopper-fields';

/** A quantity that sets a line: 0 removes it. */
const quantity = quantityField(0);

/**
 * What every change of the first family carries (§4.7): the promo code, the apply-bonuses flag and the
 * applied amount, so the answer is priced as the shopper sees it. `appliedBonuses` travels as keyed
 * entries (`appliedBonuses[bonus]=300`, §7.5); the server sums them and caps the sum at what may be spent.
 */
const basketChangeFields = {
  promoCode: z.optional(textField(50)),
  applyBonuses: z.optional(
    z.pipe(
      z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false', '1', '0'])]),
      z.transform((v) => v === true || v === 'Y' || v === 'true' || v === '1'),
    ),
  ),
  appliedBonuses: z.optional(
    z.union([bonusesField, z.record(z.string().check(z.maxLength(40)), bonusesField)], {
      error: BONUSES_RULE,
    }),
  ),
};

/** A line the second family adds: at least one unit (an add of nothing is refused, as in the first family). */
const addLineInput = z.object({ id: intParam(1), quantity: quantityField(1) });
/** A line the second family sets: 0 removes it. */
const setLineInput = z.object({ id: intParam(1), quantity });

/** A shared basket: its lines as they are priced now (§2.1 /share-cart/, §7.2 share-basket). */
export const sharedBasketSchema = z.object({
  code: z.string(),
  created: z.string(),
  items: z.array(basketLineSchema),
  itemsTotal: z.number(),
  priceTotal: z.number(),
});

/**
 * The basket calls (§7.5, §4.7): the first family under /catalog/basket/, the items family under
 * /basket/products/, the shared basket, and the cart page (§7.3). A guest's basket hangs on their
 * fUserId, a user's on the account; every change answers the whole basket.
 */
export const basketCalls = defineCalls({
  get: {
    method: 'GET',
    path: '/catalog/basket',
    doc: 'The whole basket, priced for the current city and account (§7.5, §3).',
    input: z.object({}),
    output: basketSchema,
  },
  add: {
    method: 'POST',
    path: '/catalog/basket/add',
    doc: 'Adds units of a product (1 when not given) to the basket, at most what can be bought (§7.5, §4.7).',
    input: z.object({
      productId: intParam(1),
      quantity: z.optional(quantityField(1)),
      ...basketChangeFields,
    }),
    output: basketSchema,
  },
  set: {
    method: 'POST',
    path: '/catalog/basket/set',
    doc: "Sets a line's quantity; 0 removes the line (§7.5, §4.7).",
    input: z.object({ productId: intParam(1), quantity, ...basketChangeFields }),
    output: basketSchema,
  },
  remove: {
    method: 'POST',
    path: '/catalog/basket/remove',
    doc: 'Removes lines by product id, at least one (§7.5).',
    input: z.object({ productIds: idListParam(100, 1), ...basketChangeFields }),
    output: basketSchema,
  },
  setBonuses: {
    method: 'POST',
    path: '/catalog/basket/set-bonuses',
    doc: 'Asks to spend bonuses on the basket, or not; the server applies what may be spent (§7.5, §4.7 three stages).',
    input: z.object({ ...basketChangeFields }),
    output: basketSchema,
  },
  setPromoCode: {
    method: 'POST',
    path: '/catalog/basket/set-promo-code',
    doc: "Applies a promo code; '' removes it. A code that does not apply is refused with why (§7.5).",
    input: z.object({ ...basketChangeFields, promoCode: textField(50) }),
    output: basketSchema,
  },
  addItems: {
    method: 'POST',
    path: '/basket/products/',
    encoding: 'json',
    doc: 'Items family: adds lines, at least one unit each (units are added to a line already there) (§7.5).',
    input: z.object({
      items: z.array(addLineInput).check(z.minLength(1, 'No items'), z.maxLength(100, 'At most 100 items')),
    }),
    output: basketSchema,
  },
  updateItems: {
    method: 'PATCH',
    path: '/basket/products/',
    encoding: 'json',
    doc: 'Items family: sets the quantities of several lines at once; 0 removes a line (§7.5).',
    input: z.object({
      items: z.array(setLineInput).check(z.minLength(1, 'No items'), z.maxLength(100, 'At most 100 items')),
    }),
    output: basketSchema,
  },
  updateItem: {
    method: 'PATCH',
    path: '/basket/products/{id}',
    encoding: 'json',
    doc: "Items family: sets one line's quantity; 0 removes it (§7.5).",
    input: z.object({ id: intParam(1), quantity }),
    output: basketSchema,
  },
  shareLink: {
    method: 'GET',
    path: '/basket/share/get-link',
    doc: "Freezes the basket's lines under a short code and answers the link to /share-cart/ (§7.5, §2.1).",
    input: z.object({}),
    output: z.object({ code: z.string(), url: z.string() }),
  },
  shareAddProducts: {
    method: 'POST',
    path: '/basket/share/add-products',
    encoding: 'multipart',
    doc: "Adds a shared basket's lines to one's own basket: `products` is the share code's lines as `id:quantity` entries (§7.5).",
    input: z.object({
      products: z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.pipe(
          z.transform((v: string | string[]) =>
            (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter(Boolean),
          ),
          z
            .array(z.string().check(z.regex(/^\d{1,10}:\d{1,3}$/, 'Expected id:quantity entries')))
            .check(z.minLength(1, 'No products'), z.maxLength(100, 'At most 100 products')),
        ),
      ),
    }),
    output: basketSchema,
  },
  sharePage: {
    method: 'GET',
    path: '/pages/share-basket/{code}/',
    doc: 'The shared basket page: the lines behind a share code, priced now (§7.2, §2.1).',
    input: z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{4,32}$/, 'Expected a share code')) }),
    output: z.object({ ...commercePage, basket: sharedBasketSchema }),
  },
  page: {
    method: 'GET',
    path: '/pages/personal/cart',
    doc: 'The cart page: the basket, the bonuses the account may spend and products that go with it (§7.3, §2.3).',
    input: z.object({}),
    output: z.object({ ...commercePage, basket: basketSchema, related: z.array(productCardSchema) }),
  },
});
