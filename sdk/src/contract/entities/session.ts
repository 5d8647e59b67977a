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
