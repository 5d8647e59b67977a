import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { staffOf } from '../support/staff-of';
import { voteOnce } from '../visitor/vote-once';
import {
  articleExists,
  COMMENT_VOTES,
  type CommentRow,
  commentColumns,
  moderateComment,
  toComment,
  writeComment,
} from './publication-comments';
import { publicationList, publicationPage, publicationsPage } from './publication-pages';

/** Comments a page of an article's comments shows. */
const COMMENTS_PER_PAGE = 20;

/** News, articles, videos, comments and static pages (§7.2, §7.7). */
export const contentHandlers = defineHandlers('content', {
  // News, articles, videos and comments (issue 18).
  newsPage: (input, ctx) => publicationsPage(ctx, 'news', input),
  newsItem: ({ code }, ctx) => publicationPage(ctx, 'news', code),
  articlesPage: (input, ctx) => publicationsPage(ctx, 'article', input),
  article: ({ code }, ctx) => publicationPage(ctx, 'article', code),
  videosPage: (input, ctx) => publicationsPage(ctx, 'video', input),
  video: ({ code }, ctx) => publicationPage(ctx, 'video', code),
  news: async (input, ctx) => {
    const { items, pagination } = await publicationList(ctx, 'news', input);
    return { items, pagination };
  },
  articles: async (input, ctx) => {
    const { items, pagination } = await publicationList(ctx, 'article', input);
    return { items, pagination };
  },
  videos: async (input, ctx) => {
    const { items, pagination } = await publicationList(ctx, 'video', input);
    return { items, pagination };
  },

  async comments({ articleId, page = 1, count = COMMENTS_PER_PAGE }, ctx) {
    if (!(await articleExists(ctx.db, articleId)))
      throw new HttpError(404, 'publication_not_found', { articleId: 'Статья не найдена' });
    const voter = ctx.session?.fUserId ?? '';
    const [rows, [total], own] = await Promise.all([
      ctx.db.query<CommentRow>(
        `SELECT ${commentColumns('$2')} FROM publication_comments c
         WHERE c.publication_id = $1 AND c.status = 'published' ORDER BY c.created_at, c.id LIMIT $3 OFFSET $4`,
        [articleId, voter, count, (page - 1) * count],
      ),
      ctx.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM publication_comments WHERE publication_id = $1 AND status = 'published'",
        [articleId],
      ),
      voter === ''
        ? []
        : ctx.db.query<CommentRow>(
            `SELECT ${commentColumns('$2')} FROM publication_comments c
             WHERE c.publication_id = $1 AND c.f_user_id = $2 AND c.status <> 'published'
             ORDER BY c.created_at DESC, c.id DESC LIMIT 20`,
            [articleId, voter],
          ),
    ]);
    const n = total?.n ?? 0;
    return {
      items: rows.map(toComment),
      pagination: { page, pageCount: Math.ceil(n / count), perPage: count, total: n },
      own: own.map(toComment),
    };
  },

  async writeComment(input, ctx) {
    if (!input.agreement)
      throw new HttpError(400, 'validation', {
        agreement: 'Нужно согласие на обработку персональных данных',
      });
    return { comment: await writeComment(ctx, input) };
  },

  likeComment: ({ id }, ctx) => voteOnce(ctx, COMMENT_VOTES, id, 1),
  dislikeComment: ({ id }, ctx) => voteOnce(ctx, COMMENT_VOTES, id, -1),

  async commentModeration({ status = 'moderation', page = 1, count = 20 }, ctx) {
    const [rows, counts] = await Promise.all([
      ctx.db.query<CommentRow & { article_title: string; article_code: string }>(
        `SELECT ${commentColumns("''")}, p.title AS article_title, p.code AS article_code
         FROM publication_comments c JOIN publications p ON p.id = c.publication_id
         WHERE c.status = $1 ORDER BY c.created_at ${status === 'moderation' ? 'ASC' : 'DESC'}, c.id
         LIMIT $2 OFFSET $3`,
        [status, count, (page - 1) * count],
      ),
      ctx.db.query<{ status: 'moderation' | 'published' | 'rejected'; n: number }>(
        'SELECT status, count(*)::int AS n FROM publication_comments GROUP BY status',
      ),
    ]);
    const by = { moderation: 0, published: 0, rejected: 0 };
    for (const c of counts) by[c.status] = c.n;
    return {
      items: rows.map((r) => ({
        ...toComment(r),
        article: { id: r.publication_id, title: r.article_title, url: `/stati/${r.article_code}/` },
        rejectReason: r.reject_reason,
        moderatedBy: r.moderated_by,
      })),
      pagination: { page, pageCount: Math.ceil(by[status] / count), perPage: count, total: by[status] },
      counts: by,
    };
  },

  async publishComment({ id }, ctx) {
    const staff = await staffOf(ctx.db, ctx);
    return { comment: await moderateComment(ctx, staff.login, id, 'published', '') };
  },

  async rejectComment({ id, reason }, ctx) {
    const staff = await staffOf(ctx.db, ctx);
    return { comment: await moderateComment(ctx, staff.login, id, 'rejected', reason ?? '') };
  },
  // Static pages and the sitemap come below.
});
