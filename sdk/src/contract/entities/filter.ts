import * as z from 'zod/mini';

/** Filter code types (§5). */
export const filterTypeSchema = z.enum(['int', 'float', 'bool', 'enum', 'string']);
/** Filter code types (§5). */
export type FilterType = z.infer<typeof filterTypeSchema>;

/** A chosen filter value: a range for int/float, a list of values for enum/string/bool. */
export const filterValueSchema = z.union([
  z.object({
    code: z.string(),
    kind: z.literal('range'),
    from: z.optional(z.number()),
    to: z.optional(z.number()),
  }),
  z.object({ code: z.string(), kind: z.literal('choice'), values: z.array(z.string()) }),
]);
/** A chosen filter value. */
export type FilterValue = z.infer<typeof filterValueSchema>;

/** One variant of a list filter; `stat` counts the products it would show (facet count). */
const filterVariantShape = { value: z.string(), title: z.string(), stat: z.number() };
/** The type of `filterVariantSchema`, named so the declarations that use it say `FilterVariantSchema` instead of spelling it out. */
export interface FilterVariantSchema extends z.ZodMiniObject<typeof filterVariantShape> {}
export const filterVariantSchema: FilterVariantSchema = z.object(filterVariantShape);
/** One variant of a list filter. */
export type FilterVariant = z.infer<typeof filterVariantSchema>;

/** A filter definition item (§3). */
const filterItemShape = {
  id: z.number(),
  code: z.string(),
  title: z.string(),
  type: filterTypeSchema,
  unit: z.string(),
  /** Products matching the other applied filters (§3 `stat`). */
  stat: z.number(),
  /** The manufacturer filter: its variant keys are prefixed with `_` in the store (§4.9). */
  isManufacturer: z.boolean(),
  variants: z.array(filterVariantSchema),
  /** Bounds of a range filter; 0 for list filters. */
  min: z.number(),
  max: z.number(),
  /** The value applied from the URL, if any. */
  applied: z.nullable(filterValueSchema),
};
/** The type of `filterItemSchema`, named so the declarations that use it say `FilterItemSchema` instead of spelling it out. */
export interface FilterItemSchema extends z.ZodMiniObject<typeof filterItemShape> {}
export const filterItemSchema: FilterItemSchema = z.object(filterItemShape);
/** A filter definition item (§3). */
export type FilterItem = z.infer<typeof filterItemSchema>;
