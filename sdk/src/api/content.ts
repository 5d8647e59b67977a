// Generated from src/contract/content.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
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
  ContentBonusPageInput,
  ContentBonusPageOutput,
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
  ContentSitemapPageInput,
  ContentSitemapPageOutput,
  ContentStaticPageInput,
  ContentStaticPageOutput,
  ContentUpdateStaticPageInput,
  ContentUpdateStaticPageOutput,
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
  /** GET /pages/static — A static page by its address: about, for the buyer, delivery, payment, warranty, the legal pages, corporate, service (§7.2, §2.1). */
  readonly staticPage: TypedRoute<
    ContentStaticPageInput,
    ContentStaticPageOutput,
    'GET',
    '/pages/static',
    'form'
  >;
  /** GET /pages/bonus — The bonus programme page: how bonuses are earned and spent (§7.2, §2.1). */
  readonly bonusPage: TypedRoute<
    ContentBonusPageInput,
    ContentBonusPageOutput,
    'GET',
    '/pages/bonus',
    'form'
  >;
  /** GET /pages/sitemap/ — The sitemap page: the catalogue's sections tree, the brands, the store's pages and the help pages (§7.2, §2.1 /sitemap/). */
  readonly sitemapPage: TypedRoute<
    ContentSitemapPageInput,
    ContentSitemapPageOutput,
    'GET',
    '/pages/sitemap/',
    'form'
  >;
  /** POST /pages/static — Changes a static page's title, description and text (the markup of domain/page-text.ts, stored as blocks); content managers only (§6). */
  readonly updateStaticPage: TypedRoute<
    ContentUpdateStaticPageInput,
    ContentUpdateStaticPageOutput,
    'POST',
    '/pages/static',
    'form'
  >;
};

/** The content calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const contentRoutes: ContentRoutes = /* @__PURE__ */ namedRoutes('content', {
  newsPage: /* @__PURE__ */ routeOf<typeof contentCalls.newsPage>({
    method: 'GET',
    path: '/pages/news',
  }),
  newsItem: /* @__PURE__ */ routeOf<typeof contentCalls.newsItem>({
    method: 'GET',
    path: '/pages/news/{code}',
  }),
  articlesPage: /* @__PURE__ */ routeOf<typeof contentCalls.articlesPage>({
    method: 'GET',
    path: '/pages/articles',
  }),
  article: /* @__PURE__ */ routeOf<typeof contentCalls.article>({
    method: 'GET',
    path: '/pages/articles/{code}',
  }),
  videosPage: /* @__PURE__ */ routeOf<typeof contentCalls.videosPage>({
    method: 'GET',
    path: '/pages/videos',
  }),
  video: /* @__PURE__ */ routeOf<typeof contentCalls.video>({
    method: 'GET',
    path: '/pages/videos/{code}',
  }),
  news: /* @__PURE__ */ routeOf<typeof contentCalls.news>({
    method: 'GET',
    path: '/news',
  }),
  articles: /* @__PURE__ */ routeOf<typeof contentCalls.articles>({
    method: 'GET',
    path: '/articles',
  }),
  videos: /* @__PURE__ */ routeOf<typeof contentCalls.videos>({
    method: 'GET',
    path: '/videos',
  }),
  comments: /* @__PURE__ */ routeOf<typeof contentCalls.comments>({
    method: 'GET',
    path: '/comments/',
  }),
  writeComment: /* @__PURE__ */ routeOf<typeof contentCalls.writeComment>({
    method: 'POST',
    path: '/comments',
  }),
  likeComment: /* @__PURE__ */ routeOf<typeof contentCalls.likeComment>({
    method: 'PATCH',
    path: '/comments/{id}/addLike',
  }),
  dislikeComment: /* @__PURE__ */ routeOf<typeof contentCalls.dislikeComment>({
    method: 'PATCH',
    path: '/comments/{id}/addDislike',
  }),
  commentModeration: /* @__PURE__ */ routeOf<typeof contentCalls.commentModeration>({
    method: 'GET',
    path: '/comments/moderation',
  }),
  publishComment: /* @__PURE__ */ routeOf<typeof contentCalls.publishComment>({
    method: 'POST',
    path: '/comments/{id}/publish',
  }),
  rejectComment: /* @__PURE__ */ routeOf<typeof contentCalls.rejectComment>({
    method: 'POST',
    path: '/comments/{id}/reject',
  }),
  staticPage: /* @__PURE__ */ routeOf<typeof contentCalls.staticPage>({
    method: 'GET',
    path: '/pages/static',
  }),
  bonusPage: /* @__PURE__ */ routeOf<typeof contentCalls.bonusPage>({
    method: 'GET',
    path: '/pages/bonus',
  }),
  sitemapPage: /* @__PURE__ */ routeOf<typeof contentCalls.sitemapPage>({
    method: 'GET',
    path: '/pages/sitemap/',
  }),
  updateStaticPage: /* @__PURE__ */ routeOf<typeof contentCalls.updateStaticPage>({
    method: 'POST',
    path: '/pages/static',
  }),
});

/** The content calls bound to a client: `contentApi(client).newsPage(input)`. */
export const contentApi: (client: Client) => DomainApi<ContentRoutes> =
  /* @__PURE__ */ bindDomain(contentRoutes);
