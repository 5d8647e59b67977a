import * as z from 'zod/mini';

const linkSchema = z.object({ title: z.string(), url: z.string() });

/** A breadcrumb item (§3, §2.5): the last one is plain text; sections and tags fill its dropdown. */
export const breadcrumbSchema = z.object({
  title: z.string(),
  url: z.nullable(z.string()),
  sections: z.array(linkSchema),
  tags: z.array(linkSchema),
});

/** A breadcrumb item (§3). */
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;
