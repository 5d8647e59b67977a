import * as z from 'zod/mini';

/** The user as the base call returns it (§3 basic fields); null for a guest. */
export const baseUserSchema = z.object({
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  bonus: z.union([z.object({ values: z.object({ total: z.number() }) }), z.array(z.never())]),
  b2bCategory: z.string(),
  isB2B: z.boolean(),
  countOrganization: z.number(),
  groups: z.array(z.string()),
});
/** The user of the base call. */
export type BaseUser = z.infer<typeof baseUserSchema>;

/** A basket item (§3). */
export const basketItemSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  price: z.number(),
  title: z.string(),
  manufacturer: z.string(),
  section: z.object({ chainString: z.string() }),
});

/** The basket (§3). */
export const basketSchema = z.object({
  items: z.array(basketItemSchema),
  itemsTotal: z.number(),
  priceTotal: z.number(),
  availableBonuses: z.number(),
  applyBonuses: z.boolean(),
  appliedBonuses: z.number(),
  appliedPromoCode: z.string(),
  delivery: z.nullable(z.object({ title: z.string(), price: z.number() })),
  deletedItems: z.array(basketItemSchema),
});
/** The basket (§3). */
export type Basket = z.infer<typeof basketSchema>;
