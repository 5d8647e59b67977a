import * as z from 'zod/mini';

export { COMMENT_NAME_MAX, COMMENT_TEXT_MAX } from './comment-limits';
export { VIDEO_EMBED_ORIGINS } from './video-hosts';

// News, articles and videos (§3 News, article, video): one shape for the lists, one for a page, with
// an article's contents, FAQ, related products and «next», and a video's embed.

/** What a publication is: news, an article or a video. */
export const publicationKindSchema = z.enum(['news', 'article', 'video']);
/** What a publication is. */
export type PublicationKind = z.infer<typeof publicationKindSchema>;

/** A publication's tag: its code (`?tag=`), its title and the list's address filtered by it. */
const publicationTagShape = { code: z.string(), title: z.string(), url: z.string() };
/** The type of `publicationTagSchema`, named so the declarations that use it say `PublicationTagSchema` instead of spelling it out. */
export interface PublicationTagSchema extends z.ZodMiniObject<typeof publicationTagShape> {}
export const publicationTagSchema: PublicationTagSchema = z.object(publicationTagShape);
/** A publication's tag. */
export type PublicationTag = z.infer<typeof publicationTagSchema>;

/**
 * A publication as lists show it (§3): `datePublished` and `dateModified` are ISO 8601 instants;
 * `url` its page on the storefront.
 */
const publicationShape = {
  id: z.number(),
  kind: publicationKindSchema,
  code: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  previewPicture: z.string(),
  datePublished: z.string(),
  dateModified: z.string(),
  tags: z.array(publicationTagSchema),
};
/** The type of `publicationSchema`, named so the declarations that use it say `PublicationSchema` instead of spelling it out. */
export interface PublicationSchema extends z.ZodMiniObject<typeof publicationShape> {}
export const publicationSchema: PublicationSchema = z.object(publicationShape);
/** A publication as lists show it (§3). */
export type Publication = z.infer<typeof publicationSchema>;

/**
 * One block of a publication's text: a heading (`h2`, with the `anchor` the contents link to), a
 * paragraph or a bulleted list. Plain text: the storefront escapes it, no markup comes from the store.
 */
export const publicationBlockSchema = z.object({
  type: z.enum(['h2', 'p', 'ul']),
  text: z.string(),
  items: z.array(z.string()),
  anchor: z.string(),
});
/** One block of a publication's text. */
export type PublicationBlock = z.infer<typeof publicationBlockSchema>;

/** A video's player (§3 video): the page on its host, the embed address the facade opens on click, its host and length in seconds. */
export const publicationVideoSchema = z.object({
  url: z.string(),
  embedUrl: z.string(),
  provider: z.enum(['rutube', 'youtube', 'vk']),
  duration: z.number(),
});
/** A video's player. */
export type PublicationVideo = z.infer<typeof publicationVideoSchema>;

/** A publication's own page (§3): the lead and the picture, its text as blocks, and by kind the rest. */
const publicationDetailShape = {
  ...publicationShape,
  detailPicture: z.string(),
  text: z.array(publicationBlockSchema),
  /** An article's contents: its headings, each with the anchor of its block (empty for news and videos). */
  contents: z.array(z.object({ anchor: z.string(), title: z.string() })),
  /** Whether the page shows the contents: an article of three or more headings. */
  displayContents: z.boolean(),
  /** An article's questions and answers. */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** A video's player; null for news and articles. */
  video: z.nullable(publicationVideoSchema),
  /** The publication to read next (an article's «Следующая статья»): the one published before, else the newest. */
  next: z.nullable(publicationSchema),
  /** Published comments under an article (news and videos take none). */
  comments: z.number(),
};
/** The type of `publicationDetailSchema`, named so the declarations that use it say `PublicationDetailSchema` instead of spelling it out. */
export interface PublicationDetailSchema extends z.ZodMiniObject<typeof publicationDetailShape> {}
export const publicationDetailSchema: PublicationDetailSchema = z.object(publicationDetailShape);
/** A publication's own page (§3). */
export type PublicationDetail = z.infer<typeof publicationDetailSchema>;

/** A comment under an article (§7.7), as shown: published ones to all, and the author's own while it waits. */
export const publicationCommentSchema = z.object({
  id: z.number(),
  author: z.string(),
  text: z.string(),
  created: z.string(),
  status: z.enum(['moderation', 'published', 'rejected']),
  likes: z.number(),
  dislikes: z.number(),
  /** The visitor's own vote on it. */
  vote: z.enum(['like', 'dislike', 'none']),
});
/** A comment under an article (§7.7). */
export type PublicationComment = z.infer<typeof publicationCommentSchema>;
