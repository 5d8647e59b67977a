import * as z from 'zod/mini';

/** A shop (§3). */
export const shopSchema = z.object({
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
});
/** A shop (§3). */
export type Shop = z.infer<typeof shopSchema>;
