// Generated from src/contract/content.ts by `npm run contract`: edit the table, not this file.

import { routeOf } from '../contract/call';
import type { contentCalls } from '../contract/content';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  ContentArticleInput,
  ContentArticleOutput,
  ContentArticlesInput,
  ContentArticlesOutput,
  ContentArticlesPageInput,
  ContentArticlesPageOutput,
  ContentCommentModerationInput,
  ContentCommentModerationOutput,
  ContentCommentsInput,
  ContentCommentsOutput,
  ContentDislikeCommentInput,
  ContentDislikeCommentOutput,
  ContentLikeCommentInput,
  ContentLikeCommentOutput,
  ContentNewsInput,
  ContentNewsItemInput,
  ContentNewsItemOutput,
  ContentNewsOutput,
  ContentNewsPageInput,
  ContentNewsPageOutput,
  ContentPublishCommentInput,
  ContentPublishCommentOutput,
  ContentRejectCommentInput,
  ContentRejectCommentOutput,
  ContentVideoInput,
  ContentVideoOutput,
  ContentVideosInput,
  ContentVideosOutput,
  ContentVideosPageInput,
  ContentVideosPageOutput,
  ContentWriteCommentInput,
  ContentWriteCommentOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The content calls as routes, each with its method, path, encoding and plain input and output types. */
export type ContentRoutes = {
  /** GET /pages/news — The news page: the store's news, newest first, paged, by tag (§7.2, §2.1 /about/novosti/). */
  readonly newsPage: TypedRoute<ContentNewsPageInput, ContentNewsPageOutput, 'GET', '/pages/news', 'form'>;
  /** GET /pages/news/{code} — One piece of news with its products and more news (§7.2, §2.1 /about/novosti/{code}/). */
  readonly newsItem: TypedRoute<
    ContentNewsItemInput,
    ContentNewsItemOutput,
    'GET',
    '/pages/news/{code}',
    'form'
  >;
  /** GET /pages/articles — The articles page: guides and advice, newest first, paged, by tag (§7.2, §2.1 /stati/). */
  readonly articlesPage: TypedRoute<
    ContentArticlesPageInput,
    ContentArticlesPageOutput,
    'GET',
    '/pages/articles',
    'form'
  >;
  /** GET /pages/articles/{code} — One article: its contents, FAQ, related products, the next article and how many comments it has (§7.2, §3, §2.1 /stati/{code}/). */
  readonly article: TypedRoute<
    ContentArticleInput,
    ContentArticleOutput,
    'GET',
    '/pages/articles/{code}',
    'form'
  >;
  /** GET /pages/videos — The videos page: reviews and how-tos on video, newest first, paged, by tag (§7.2, §2.1 /videos/). */
  readonly videosPage: TypedRoute<
    ContentVideosPageInput,
    ContentVideosPageOutput,
    'GET',
    '/pages/videos',
    'form'
  >;
  /** GET /pages/videos/{code} — One video: its player's embed address, the text and the products in it (§7.2, §3, §2.1 /videos/{code}/). */
  readonly video: TypedRoute<ContentVideoInput, ContentVideoOutput, 'GET', '/pages/videos/{code}', 'form'>;
  /** GET /news — News, newest first, paged, by tag (§7.2, §7.7). */
  readonly news: TypedRoute<ContentNewsInput, ContentNewsOutput, 'GET', '/news', 'form'>;
  /** GET /articles — Articles, newest first, paged, by tag (§7.2, §7.7). */
  readonly articles: TypedRoute<ContentArticlesInput, ContentArticlesOutput, 'GET', '/articles', 'form'>;
  /** GET /videos — Videos, newest first, paged, by tag (§7.2, §7.7). */
  readonly videos: TypedRoute<ContentVideosInput, ContentVideosOutput, 'GET', '/videos', 'form'>;
  /** GET /comments/ — An article's published comments, oldest first, paged, with the visitor's own still waiting for moderation (§7.7). */
  readonly comments: TypedRoute<ContentCommentsInput, ContentCommentsOutput, 'GET', '/comments/', 'form'>;
  /** POST /comments — Writes a comment on an article: a name and a text; it is shown once a content manager publishes it. A visitor, an address and the store may post only so many an hour (§7.7). */
  readonly writeComment: TypedRoute<
    ContentWriteCommentInput,
    ContentWriteCommentOutput,
    'POST',
    '/comments',
    'form'
  >;
  /** PATCH /comments/{id}/addLike — Likes a published comment, once per visitor (as review votes count them: three guests per client address per comment, 60 new guest votes an hour per address); a repeat changes nothing, a dislike turns into a like (§7.7). */
  readonly likeComment: TypedRoute<
    ContentLikeCommentInput,
    ContentLikeCommentOutput,
    'PATCH',
    '/comments/{id}/addLike',
    'form'
  >;
  /** PATCH /comments/{id}/addDislike — Dislikes a published comment, once per visitor (as `likeComment` counts it); a like turns into a dislike (§7.7). */
  readonly dislikeComment: TypedRoute<
    ContentDislikeCommentInput,
    ContentDislikeCommentOutput,
    'PATCH',
    '/comments/{id}/addDislike',
    'form'
  >;
  /** GET /comments/moderation — Comments for a content manager: the waiting ones (oldest first) by default, or those of one status (§6). */
  readonly commentModeration: TypedRoute<
    ContentCommentModerationInput,
    ContentCommentModerationOutput,
    'GET',
    '/comments/moderation',
    'form'
  >;
  /** POST /comments/{id}/publish — Publishes a comment: it shows under its article (§6). */
  readonly publishComment: TypedRoute<
    ContentPublishCommentInput,
    ContentPublishCommentOutput,
    'POST',
    '/comments/{id}/publish',
    'form'
  >;
  /** POST /comments/{id}/reject — Rejects a comment with a reason; a published one leaves its article (§6). */
  readonly rejectComment: TypedRoute<
    ContentRejectCommentInput,
    ContentRejectCommentOutput,
    'POST',
    '/comments/{id}/reject',
    'form'
  >;
};

/** The content calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const contentRoutes: ContentRoutes = {
  newsPage: /* @__PURE__ */ routeOf<typeof contentCalls.newsPage>({
    id: 'content.newsPage',
    method: 'GET',
    path: '/pages/news',
    encoding: 'form',
  }),
  newsItem: /* @__PURE__ */ routeOf<typeof contentCalls.newsItem>({
    id: 'content.newsItem',
    method: 'GET',
    path: '/pages/news/{code}',
    encoding: 'form',
  }),
  articlesPage: /* @__PURE__ */ routeOf<typeof contentCalls.articlesPage>({
    id: 'content.articlesPage',
    method: 'GET',
    path: '/pages/articles',
    encoding: 'form',
  }),
  article: /* @__PURE__ */ routeOf<typeof contentCalls.article>({
    id: 'content.article',
    method: 'GET',
    path: '/pages/articles/{code}',
    encoding: 'form',
  }),
  videosPage: /* @__PURE__ */ routeOf<typeof contentCalls.videosPage>({
    id: 'content.videosPage',
    method: 'GET',
    path: '/pages/videos',
    encoding: 'form',
  }),
  video: /* @__PURE__ */ routeOf<typeof contentCalls.video>({
    id: 'content.video',
    method: 'GET',
    path: '/pages/videos/{code}',
    encoding: 'form',
  }),
  news: /* @__PURE__ */ routeOf<typeof contentCalls.news>({
    id: 'content.news',
    method: 'GET',
    path: '/news',
    encoding: 'form',
  }),
  articles: /* @__PURE__ */ routeOf<typeof contentCalls.articles>({
    id: 'content.articles',
    method: 'GET',
    path: '/articles',
    encoding: 'form',
  }),
  videos: /* @__PURE__ */ routeOf<typeof contentCalls.videos>({
    id: 'content.videos',
    method: 'GET',
    path: '/videos',
    encoding: 'form',
  }),
  comments: /* @__PURE__ */ routeOf<typeof contentCalls.comments>({
    id: 'content.comments',
    method: 'GET',
    path: '/comments/',
    encoding: 'form',
  }),
  writeComment: /* @__PURE__ */ routeOf<typeof contentCalls.writeComment>({
    id: 'content.writeComment',
    method: 'POST',
    path: '/comments',
    encoding: 'form',
  }),
  likeComment: /* @__PURE__ */ routeOf<typeof contentCalls.likeComment>({
    id: 'content.likeComment',
    method: 'PATCH',
    path: '/comments/{id}/addLike',
    encoding: 'form',
  }),
  dislikeComment: /* @__PURE__ */ routeOf<typeof contentCalls.dislikeComment>({
    id: 'content.dislikeComment',
    method: 'PATCH',
    path: '/comments/{id}/addDislike',
    encoding: 'form',
  }),
  commentModeration: /* @__PURE__ */ routeOf<typeof contentCalls.commentModeration>({
    id: 'content.commentModeration',
    method: 'GET',
    path: '/comments/moderation',
    encoding: 'form',
  }),
  publishComment: /* @__PURE__ */ routeOf<typeof contentCalls.publishComment>({
    id: 'content.publishComment',
    method: 'POST',
    path: '/comments/{id}/publish',
    encoding: 'form',
  }),
  rejectComment: /* @__PURE__ */ routeOf<typeof contentCalls.rejectComment>({
    id: 'content.rejectComment',
    method: 'POST',
    path: '/comments/{id}/reject',
    encoding: 'form',
  }),
};

/** The content calls bound to a client: `contentApi(client).newsPage(input)`. */
export const contentApi: (client: Client) => DomainApi<ContentRoutes> =
  /* @__PURE__ */ bindDomain(contentRoutes);
