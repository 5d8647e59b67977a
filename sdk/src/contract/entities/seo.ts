import * as z from 'zod/mini';

/** Page SEO (§3): title, description, keywords, canonical, robots and og fields. */
const pageMetaShape = {
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  /** Absolute or root-relative canonical address; empty when the page has none. */
  canonical: z.string(),
  robots: z.string(),
  yandexRobots: z.string(),
  googlebot: z.string(),
  og: z.object({ title: z.string(), description: z.string(), image: z.string(), type: z.string() }),
};
/** The type of `pageMetaSchema`, named so the declarations that use it say `PageMetaSchema` instead of spelling it out. */
export interface PageMetaSchema extends z.ZodMiniObject<typeof pageMetaShape> {}
export const pageMetaSchema: PageMetaSchema = z.object(pageMetaShape);

/** Page SEO (§3). */
export type PageMeta = z.infer<typeof pageMetaSchema>;
