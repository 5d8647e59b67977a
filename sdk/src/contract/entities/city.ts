import * as z from 'zod/mini';

/** Whether a city has shops for pickup or only gets deliveries (the city-kind flag of §3). */
export const cityKindSchema = z.enum(['pickup', 'delivery']);
/** Whether a city has shops for pickup or only gets deliveries. */
export type CityKind = z.infer<typeof cityKindSchema>;

/** A city (§3). `locationId` is what every call sends as `currentCity`. */
const cityShape = {
  id: z.number(),
  locationId: z.string(),
  /** [latitude, longitude]: the map's order (§9). */
  coordinates: z.tuple([z.number(), z.number()]),
  name: z.string(),
  subdomain: z.string(),
  kind: cityKindSchema,
  isDefault: z.boolean(),
  code: z.string(),
  regionCode: z.string(),
  trackerCode: z.string(),
  suggest: z.nullable(z.object({ name: z.string(), locationId: z.string() })),
  /** Name in the nominative case: «Ярославль». */
  subdomainNameIm: z.string(),
  /** Name in the prepositional case: «в Ярославле». */
  subdomainNamePr: z.string(),
  phoneText: z.string(),
  phoneNumber: z.string(),
  phoneFooterText: z.string(),
  phoneFooterNumber: z.string(),
  schedule: z.string(),
  /** The city version tag `v4-{year}-{month}` the server stamped (§3, §9). */
  dateUpdate: z.string(),
};
/** The type of `citySchema`, named so the declarations that use it say `CitySchema` instead of spelling it out. */
export interface CitySchema extends z.ZodMiniObject<typeof cityShape> {}
export const citySchema: CitySchema = z.object(cityShape);

/** A city (§3). */
export type City = z.infer<typeof citySchema>;
