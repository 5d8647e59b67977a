import * as z from 'zod/mini';

/**
 * The fields a call's input schema names, each with its schema: an object's shape, or for a
 * discriminated union (the checkout's `deliveryType`) the union of its options' shapes, a field in
 * several options keeping the last one's schema. Empty for any other schema.
 */
export function inputShape(schema: z.ZodMiniType): Readonly<Record<string, z.ZodMiniType>> {
  if (schema instanceof z.ZodMiniObject) return schema.shape as Record<string, z.ZodMiniType>;
  if (schema instanceof z.ZodMiniDiscriminatedUnion)
    return Object.assign({}, ...(schema.def.options as z.ZodMiniType[]).map(inputShape));
  return {};
}
