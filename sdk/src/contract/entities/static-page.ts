import * as z from 'zod/mini';
import type { SitemapNode } from './sitemap-node';

/** A run of text of a static page, a link when it has `href` (domain/page-text.ts). */
const pageInlineShape = { text: z.string(), href: z.optional(z.string()) };
/** The type of `pageInlineSchema`, named so the declarations that use it say `PageInlineSchema`. */
export interface PageInlineSchema extends z.ZodMiniObject<typeof pageInlineShape> {}
export const pageInlineSchema: PageInlineSchema = z.object(pageInlineShape);

/** One block of a static page: structured text, never HTML (issue 18). */
export const pageBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), inlines: z.array(pageInlineSchema) }),
  z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(pageInlineSchema)) }),
  z.object({ type: z.literal('table'), rows: z.array(z.array(z.string())) }),
  z.object({ type: z.literal('requisites') }),
]);

/** A link to a page of the store: its title and root-relative address. */
const pageLinkShape = { title: z.string(), url: z.string() };
/** The type of `pageLinkSchema`, named so the declarations that use it say `PageLinkSchema`. */
export interface PageLinkSchema extends z.ZodMiniObject<typeof pageLinkShape> {}
export const pageLinkSchema: PageLinkSchema = z.object(pageLinkShape);

/** A static page of the store (§2.1: about, the buyer's pages, the legal pages): its text as blocks. */
const staticPageShape = {
  path: z.string(),
  title: z.string(),
  description: z.string(),
  blocks: z.array(pageBlockSchema),
  /** ISO time of the last edit. */
  updatedAt: z.string(),
};
/** The type of `staticPageSchema`, named so the declarations that use it say `StaticPageSchema`. */
export interface StaticPageSchema extends z.ZodMiniObject<typeof staticPageShape> {}
export const staticPageSchema: StaticPageSchema = z.object(staticPageShape);
/** A static page (issue 18). */
export type StaticPage = z.infer<typeof staticPageSchema>;

/** A branch of the sitemap's catalogue tree (the type in sitemap-node.ts). */
export const sitemapNodeSchema: z.ZodMiniType<SitemapNode> = z.object({
  title: z.string(),
  url: z.string(),
  get children() {
    return z.array(sitemapNodeSchema);
  },
});
