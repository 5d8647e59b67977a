import * as z from 'zod/mini';

/** A section card (§3). */
export const sectionCardSchema = z.object({
  id: z.number(),
  url: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  picture: z.string(),
  productCount: z.number(),
});
/** A section card (§3). */
export type SectionCard = z.infer<typeof sectionCardSchema>;

/** A catalogue section as a tree node (/catalog/sections). */
export const sectionNodeSchema = z.object({
  id: z.number(),
  parentId: z.nullable(z.number()),
  depth: z.number(),
  code: z.string(),
  url: z.string(),
  title: z.string(),
  group: z.string(),
  picture: z.string(),
  productCount: z.number(),
});
/** A catalogue section as a tree node. */
export type SectionNode = z.infer<typeof sectionNodeSchema>;

/** A popular category (§3), as the error page shows them. */
export const popularCategorySchema = z.object({ url: z.string(), title: z.string(), picture: z.string() });
/** A popular category (§3). */
export type PopularCategory = z.infer<typeof popularCategorySchema>;
