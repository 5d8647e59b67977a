import * as z from 'zod/mini';

/** The user as the base call returns it (§3 basic fields); null for a guest. */
const baseUserShape = {
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  bonus: z.union([z.object({ values: z.object({ total: z.number() }) }), z.array(z.never())]),
  b2bCategory: z.string(),
  isB2B: z.boolean(),
  countOrganization: z.number(),
  groups: z.array(z.string()),
};
/** The type of `baseUserSchema`, named so the declarations that use it say `BaseUserSchema` instead of spelling it out. */
export interface BaseUserSchema extends z.ZodMiniObject<typeof baseUserShape> {}
export const baseUserSchema: BaseUserSchema = z.object(baseUserShape);
/** The user of the base call. */
export type BaseUser = z.infer<typeof baseUserSchema>;
