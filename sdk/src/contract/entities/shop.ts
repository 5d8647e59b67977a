import * as z from 'zod/mini';

/** A shop (§3). */
const shopShape = {
  id: z.number(),
  type: z.enum(['shop', 'pickup-point', 'service']),
  city: z.string(),
  cityLocationId: z.string(),
  address: z.string(),
  /** [latitude, longitude]. */
  coordinates: z.tuple([z.number(), z.number()]),
  phones: z.array(z.string()),
  emails: z.array(z.string()),
  schedule: z.string(),
  opened: z.boolean(),
  healthcare: z.boolean(),
  name: z.string(),
  code: z.string(),
  companyIcon: z.string(),
};
/** The type of `shopSchema`, named so the declarations that use it say `ShopSchema` instead of spelling it out. */
export interface ShopSchema extends z.ZodMiniObject<typeof shopShape> {}
export const shopSchema: ShopSchema = z.object(shopShape);
/** A shop (§3). */
export type Shop = z.infer<typeof shopSchema>;
