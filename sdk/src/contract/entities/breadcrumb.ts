import * as z from 'zod/mini';

const linkSchema = z.object({ title: z.string(), url: z.string() });

/** A breadcrumb item (§3, §2.5): the last one is plain text; sections and tags fill its dropdown. */
const breadcrumbShape = {
  title: z.string(),
  url: z.nullable(z.string()),
  sections: z.array(linkSchema),
  tags: z.array(linkSchema),
};
/** The type of `breadcrumbSchema`, named so the declarations that use it say `BreadcrumbSchema` instead of spelling it out. */
export interface BreadcrumbSchema extends z.ZodMiniObject<typeof breadcrumbShape> {}
export const breadcrumbSchema: BreadcrumbSchema = z.object(breadcrumbShape);

/** A breadcrumb item (§3). */
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;
