import * as z from 'zod/mini';
import { textField } from './account-fields';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { paginationSchema } from './entities/pagination';
import { productCardSchema } from './entities/product';
import {
  COMMENT_NAME_MAX,
  COMMENT_TEXT_MAX,
  publicationCommentSchema,
  publicationDetailSchema,
  publicationKindSchema,
  publicationSchema,
  publicationTagSchema,
} from './entities/publication';
import { pageMetaSchema } from './entities/seo';
import { tagCodeParam } from './entities/tag';
import { boundedText, intParam } from './params';

// Editorial content: news, articles and videos (`GET /pages/news`, `/pages/articles`, `/pages/videos`
// and each one's `…/{code}`; `GET /news`, `/articles`, `/videos`), comments (`/comments…`), static
// pages and the sitemap (`GET /pages/static`, `GET /pages/sitemap/`) (§7.2, §7.7, §2.1).

/** A publication's code in an address: `/stati/{code}/`. */
const publicationCodeParam = z
  .string()
  .check(
    z.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Expected a publication code: latin letters, digits and dashes'),
  );

/** A list of publications: one page, optionally of one tag. */
const publicationListInput = {
  /** Only the publications with this tag. */
  tag: z.optional(tagCodeParam),
  page: z.optional(intParam(1, 10_000)),
};

/** A page of publications and its paging. */
const publicationListShape = { items: z.array(publicationSchema), pagination: paginationSchema };

/** A list page: its meta, trail, title, the tags with their counts (the filter), the tag applied and a page of items. */
const publicationsPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  kind: publicationKindSchema,
  title: z.string(),
  tags: z.array(z.extend(publicationTagSchema, { count: z.number() })),
  tag: z.nullable(publicationTagSchema),
  ...publicationListShape,
});

/** A publication's page: its meta and trail, the publication, its related products and more of its kind. */
const publicationPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  publication: publicationDetailSchema,
  /** Products the publication is about, as catalogue cards (in stock first). */
  products: z.array(productCardSchema),
  /** More of the same kind, newest first, this one left out. */
  more: z.array(publicationSchema),
});

const listCount = {
  /** Publications per page, 1..50 (default 12). */
  count: z.optional(intParam(1, 50)),
};

const NAME_RULE = 'Укажите имя: до 60 символов';
const COMMENT_RULE = 'Напишите комментарий: от 2 до 2000 символов';

/**
 * Consent to the processing of personal data (152-ФЗ) under a comment: Y (or true); anything else,
 * or none, is refused in Russian. Named for comments alone, to give way to the store's shared consent.
 */
const commentConsentField = z
  .pipe(
    z.union([z.boolean(), z.enum(['Y', 'N', 'true', 'false'])], {
      error: 'Нужно согласие на обработку персональных данных',
    }),
    z.transform((v: boolean | 'Y' | 'N' | 'true' | 'false') => v === true || v === 'Y' || v === 'true'),
  )
  .check(z.refine((v) => v, 'Нужно согласие на обработку персональных данных'));

/** A visitor's vote on a comment, and the comment's counts after it. */
const commentVoteOutput = z.object({
  id: z.number(),
  likes: z.number(),
  dislikes: z.number(),
  vote: z.enum(['like', 'dislike', 'none']),
});

const commentStatusSchema = z.enum(['moderation', 'published', 'rejected'], {
  error: 'Expected status moderation, published or rejected',
});

/** The content calls. */
export const contentCalls = defineCalls({
  // News, articles, videos and comments (issue 18).
  newsPage: {
    method: 'GET',
    path: '/pages/news',
    doc: "The news page: the store's news, newest first, paged, by tag (§7.2, §2.1 /about/novosti/).",
    input: z.object(publicationListInput),
    output: publicationsPageOutput,
  },
  newsItem: {
    method: 'GET',
    path: '/pages/news/{code}',
    doc: 'One piece of news with its products and more news (§7.2, §2.1 /about/novosti/{code}/).',
    input: z.object({ code: publicationCodeParam }),
    output: publicationPageOutput,
  },
  articlesPage: {
    method: 'GET',
    path: '/pages/articles',
    doc: 'The articles page: guides and advice, newest first, paged, by tag (§7.2, §2.1 /stati/).',
    input: z.object(publicationListInput),
    output: publicationsPageOutput,
  },
  article: {
    method: 'GET',
    path: '/pages/articles/{code}',
    doc: 'One article: its contents, FAQ, related products, the next article and how many comments it has (§7.2, §3, §2.1 /stati/{code}/).',
    input: z.object({ code: publicationCodeParam }),
    output: publicationPageOutput,
  },
  videosPage: {
    method: 'GET',
    path: '/pages/videos',
    doc: 'The videos page: reviews and how-tos on video, newest first, paged, by tag (§7.2, §2.1 /videos/).',
    input: z.object(publicationListInput),
    output: publicationsPageOutput,
  },
  video: {
    method: 'GET',
    path: '/pages/videos/{code}',
    doc: "One video: its player's embed address, the text and the products in it (§7.2, §3, §2.1 /videos/{code}/).",
    input: z.object({ code: publicationCodeParam }),
    output: publicationPageOutput,
  },
  news: {
    method: 'GET',
    path: '/news',
    doc: 'News, newest first, paged, by tag (§7.2, §7.7).',
    input: z.object({ ...publicationListInput, ...listCount }),
    output: z.object(publicationListShape),
  },
  articles: {
    method: 'GET',
    path: '/articles',
    doc: 'Articles, newest first, paged, by tag (§7.2, §7.7).',
    input: z.object({ ...publicationListInput, ...listCount }),
    output: z.object(publicationListShape),
  },
  videos: {
    method: 'GET',
    path: '/videos',
    doc: 'Videos, newest first, paged, by tag (§7.2, §7.7).',
    input: z.object({ ...publicationListInput, ...listCount }),
    output: z.object(publicationListShape),
  },
  comments: {
    method: 'GET',
    path: '/comments/',
    doc: "An article's published comments, oldest first, paged, with the visitor's own still waiting for moderation (§7.7).",
    input: z.object({
      articleId: intParam(1),
      page: z.optional(intParam(1, 10_000)),
      /** Comments per page, 1..50 (default 20). */
      count: z.optional(intParam(1, 50)),
    }),
    output: z.object({
      items: z.array(publicationCommentSchema),
      pagination: paginationSchema,
      /** The visitor's own comments on the article waiting for moderation (or refused). */
      own: z.array(publicationCommentSchema),
    }),
  },
  writeComment: {
    method: 'POST',
    path: '/comments',
    doc: 'Writes a comment on an article: a name and a text; it is shown once a content manager publishes it. A visitor, an address and the store may post only so many an hour (§7.7).',
    input: z.object({
      articleId: intParam(1, undefined, 'Не выбрана статья'),
      name: textField(COMMENT_NAME_MAX, NAME_RULE),
      text: z.pipe(
        textField(COMMENT_TEXT_MAX, COMMENT_RULE),
        z.string().check(z.refine((v) => v.length >= 2, COMMENT_RULE)),
      ),
      /** Consent to the processing of personal data (152-ФЗ): the name is shown with the comment. Must be Y. */
      agreement: commentConsentField,
    }),
    output: z.object({ comment: publicationCommentSchema }),
  },
  likeComment: {
    method: 'PATCH',
    path: '/comments/{id}/addLike',
    doc: 'Likes a published comment, once per visitor (as review votes count them: three guests per client address per comment, 60 new guest votes an hour per address); a repeat changes nothing, a dislike turns into a like (§7.7).',
    input: z.object({ id: intParam(1) }),
    output: commentVoteOutput,
  },
  dislikeComment: {
    method: 'PATCH',
    path: '/comments/{id}/addDislike',
    doc: 'Dislikes a published comment, once per visitor (as `likeComment` counts it); a like turns into a dislike (§7.7).',
    input: z.object({ id: intParam(1) }),
    output: commentVoteOutput,
  },
  commentModeration: {
    method: 'GET',
    path: '/comments/moderation',
    access: 'staff:content-managers',
    own: true,
    doc: 'Comments for a content manager: the waiting ones (oldest first) by default, or those of one status (§6).',
    input: z.object({
      status: z.optional(commentStatusSchema),
      page: z.optional(intParam(1, 10_000)),
      count: z.optional(intParam(1, 50)),
    }),
    output: z.object({
      items: z.array(
        z.extend(publicationCommentSchema, {
          article: z.object({ id: z.number(), title: z.string(), url: z.string() }),
          rejectReason: z.string(),
          moderatedBy: z.string(),
        }),
      ),
      pagination: paginationSchema,
      counts: z.object({ moderation: z.number(), published: z.number(), rejected: z.number() }),
    }),
  },
  publishComment: {
    method: 'POST',
    path: '/comments/{id}/publish',
    access: 'staff:content-managers',
    own: true,
    doc: 'Publishes a comment: it shows under its article (§6).',
    input: z.object({ id: intParam(1) }),
    output: z.object({ comment: publicationCommentSchema }),
  },
  rejectComment: {
    method: 'POST',
    path: '/comments/{id}/reject',
    access: 'staff:content-managers',
    own: true,
    doc: 'Rejects a comment with a reason; a published one leaves its article (§6).',
    input: z.object({ id: intParam(1), reason: z.optional(boundedText(500)) }),
    output: z.object({ comment: publicationCommentSchema }),
  },
  // Static pages and the sitemap come below.
});

/** A list page of news, articles or videos. */
export type PublicationsPageData = CallOutput<typeof contentCalls.newsPage>;
/** A page of one piece of news, an article or a video. */
export type PublicationPageData = CallOutput<typeof contentCalls.article>;
