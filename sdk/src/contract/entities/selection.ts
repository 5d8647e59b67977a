import * as z from 'zod/mini';

/** A section of a selection (the sale, the new arrivals, a promotion) with how many of its products the selection holds. */
const selectionSectionShape = {
  id: z.number(),
  title: z.string(),
  /** The selection's own address for the section: `/sale/elektroinstrument/`. */
  url: z.string(),
  count: z.number(),
};
/** The type of `selectionSectionSchema`, named so the declarations that use it say `SelectionSectionSchema` instead of spelling it out. */
export interface SelectionSectionSchema extends z.ZodMiniObject<typeof selectionSectionShape> {}
export const selectionSectionSchema: SelectionSectionSchema = z.object(selectionSectionShape);

/**
 * What a selection's page says about itself besides the listing: its heading, its unfiltered
 * address, the catalogue section it is narrowed to (null for the whole selection) and the sections
 * one level down that hold its products, to narrow it further.
 */
const selectionShape = {
  title: z.string(),
  url: z.string(),
  section: z.nullable(z.object({ id: z.number(), title: z.string(), url: z.string() })),
  sections: z.array(selectionSectionSchema),
};
/** The type of `selectionSchema`, named so the declarations that use it say `SelectionSchema` instead of spelling it out. */
export interface SelectionSchema extends z.ZodMiniObject<typeof selectionShape> {}
export const selectionSchema: SelectionSchema = z.object(selectionShape);
/** A selection's heading, address and sections. */
export type Selection = z.infer<typeof selectionSchema>;
