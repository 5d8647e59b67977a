import * as z from 'zod/mini';

/** A section card (§3). */
const sectionCardShape = {
  id: z.number(),
  url: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  picture: z.string(),
  productCount: z.number(),
};
/** The type of `sectionCardSchema`, named so the declarations that use it say `SectionCardSchema` instead of spelling it out. */
export interface SectionCardSchema extends z.ZodMiniObject<typeof sectionCardShape> {}
export const sectionCardSchema: SectionCardSchema = z.object(sectionCardShape);
/** A section card (§3). */
export type SectionCard = z.infer<typeof sectionCardSchema>;

/** A catalogue section as a tree node (/catalog/sections). */
const sectionNodeShape = {
  id: z.number(),
  parentId: z.nullable(z.number()),
  depth: z.number(),
  code: z.string(),
  url: z.string(),
  title: z.string(),
  group: z.string(),
  picture: z.string(),
  productCount: z.number(),
};
/** The type of `sectionNodeSchema`, named so the declarations that use it say `SectionNodeSchema` instead of spelling it out. */
export interface SectionNodeSchema extends z.ZodMiniObject<typeof sectionNodeShape> {}
export const sectionNodeSchema: SectionNodeSchema = z.object(sectionNodeShape);
/** A catalogue section as a tree node. */
export type SectionNode = z.infer<typeof sectionNodeSchema>;

/** A popular category (§3), as the error page shows them. */
const popularCategoryShape = { url: z.string(), title: z.string(), picture: z.string() };
/** The type of `popularCategorySchema`, named so the declarations that use it say `PopularCategorySchema` instead of spelling it out. */
export interface PopularCategorySchema extends z.ZodMiniObject<typeof popularCategoryShape> {}
export const popularCategorySchema: PopularCategorySchema = z.object(popularCategoryShape);
/** A popular category (§3). */
export type PopularCategory = z.infer<typeof popularCategorySchema>;
