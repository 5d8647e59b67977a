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
export const filterVariantSchema = z.object({ value: z.string(), title: z.string(), stat: z.number() });
/** One variant of a list filter. */
export type FilterVariant = z.infer<typeof filterVariantSchema>;

/** A filter definition item (§3). */
export const filterItemSchema = z.object({
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
});
/** A filter definition item (§3). */
export type FilterItem = z.infer<typeof filterItemSchema>;
