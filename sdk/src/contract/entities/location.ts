import * as z from 'zod/mini';

/** What a location is: a region, a city (or town) in it, a street in a city (§7.7 locations). */
export const locationTypeSchema = z.enum(['region', 'city', 'street'], {
  error: 'Expected type region, city or street',
});

/** A place of the region → city → street lookup the address fields use (§7.7 /locations). */
const locationShape = {
  /** Digits; a city's id is its `locationId` where the store has the city (§3 City). */
  id: z.string(),
  type: locationTypeSchema,
  /** How an address writes it: «Ярославская область», «Рыбинск», «ул. Победы», «Московский проспект». */
  name: z.string(),
  /** The region or city it lies in; null for a region. */
  parentId: z.nullable(z.string()),
  /** Where it is, for a suggestion's second line: «Ярославская область», «Рыбинск, Ярославская область»; empty for a region. */
  within: z.string(),
  /** Whether get-child has anything under it. */
  hasChildren: z.boolean(),
};
/** The type of `locationSchema`, named so the declarations that use it say `LocationSchema` instead of spelling it out. */
export interface LocationSchema extends z.ZodMiniObject<typeof locationShape> {}
export const locationSchema: LocationSchema = z.object(locationShape);
/** A place of the locations lookup (§7.7). */
export type Location = z.infer<typeof locationSchema>;
