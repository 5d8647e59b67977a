import * as z from 'zod/mini';
import { productIconSchema } from './product';

/**
 * A basket line (§3 basket items, cart item): one product in the basket, with what the cart page shows.
 * Money in roubles (kopecks as two decimals). On the wire the lines are the basket's `items`.
 */
const basketLineShape = {
  /** The product's id (one line per product). */
  id: z.number(),
  quantity: z.number(),
  /** Price of one unit after the line's discounts. */
  price: z.number(),
  title: z.string(),
  manufacturer: z.string(),
  section: z.object({ chainString: z.string() }),
  code: z.string(),
  /** Whether the line can be ordered now (in stock for delivery or in a shop of the city). */
  canBuy: z.boolean(),
  icons: z.array(productIconSchema),
  isAvailable: z.boolean(),
  url: z.string(),
  previewPicture: z.string(),
  mostImportantParams: z.array(z.object({ title: z.string(), value: z.string() })),
  /** The line's sum after discounts (price × quantity). */
  priceFinal: z.number(),
  /** The line's sum before discounts; shown only when `discountFinal` > 0 (§3). */
  priceBaseFinal: z.number(),
  discountFinal: z.number(),
  /** Unit of measure, e.g. «шт.». */
  measure: z.string(),
  discountPercentFinal: z.number(),
  /** Order of the line in the cart: the order it was added in. */
  sort: z.number(),
  /** Ids of products that go with this one. */
  relatedProducts: z.array(z.number()),
  /** The most units one order may take now: stock for delivery plus the city's shops, at most {@link MAX_LINE_QUANTITY}. */
  maxQuantity: z.number(),
  /** The section's page, for «find analogue» when the product cannot be bought (§4.7). */
  sectionUrl: z.string(),
};
/** The type of `basketLineSchema`, named so the declarations that use it say `BasketLineSchema` instead of spelling it out. */
export interface BasketLineSchema extends z.ZodMiniObject<typeof basketLineShape> {}
export const basketLineSchema: BasketLineSchema = z.object(basketLineShape);
/** A basket line (§3). */
export type BasketLine = z.infer<typeof basketLineSchema>;

/**
 * The basket (§3, §4.7). Every change answers the whole basket. Bonuses go through three stages:
 * `availableBonuses` (what the account may spend on this basket), `applyBonuses` (the shopper asked to
 * spend them) and `appliedBonuses` (what the server actually took off `priceTotal`).
 */
const basketShape = {
  items: z.array(basketLineSchema),
  /** Units across the lines. */
  itemsTotal: z.number(),
  /** What the shopper pays for the goods: after discounts, the promo code and the applied bonuses. */
  priceTotal: z.number(),
  /** The goods before any discount. */
  priceBaseTotal: z.number(),
  /** Discounts of the products and of the promo code together. */
  discountTotal: z.number(),
  availableBonuses: z.number(),
  applyBonuses: z.boolean(),
  appliedBonuses: z.number(),
  /** The accepted promo code, or ''. */
  appliedPromoCode: z.string(),
  /** What the promo code took off. */
  promoCodeDiscount: z.number(),
  /**
   * Why the promo code the basket keeps does not apply now (Russian, for the shopper), e.g. the basket
   * shrank below its minimum sum; absent when it applies or there is none. The code is kept and applies
   * again once its rules are met.
   */
  promoCodeError: z.optional(z.string()),
  /** The cheapest delivery to the current city, or null when nothing can be delivered. */
  delivery: z.nullable(z.object({ title: z.string(), price: z.number() })),
  /** Lines the server took out since the basket was last shown (sold out or withdrawn), with their last figures. */
  deletedItems: z.array(basketLineSchema),
  /**
   * A digest of the lines, prices and discounts the shopper saw. Checkout sends it back; when the
   * basket changed since, the order is refused with the new figures rather than placed silently.
   */
  version: z.string(),
};
/** The type of `basketSchema`, named so the declarations that use it say `BasketSchema` instead of spelling it out. */
export interface BasketSchema extends z.ZodMiniObject<typeof basketShape> {}
export const basketSchema: BasketSchema = z.object(basketShape);
/** The basket (§3). */
export type Basket = z.infer<typeof basketSchema>;

export { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from './basket-limits';
