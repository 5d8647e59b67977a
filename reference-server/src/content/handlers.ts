import { defineHandlers } from '../context/define-handlers';
import { editorName } from '../tags/editor-name';
import { sitemapPageOf } from './sitemap-page';
import { staticPageAnswer, updateStaticPage } from './static-pages';

/** The bonus programme's page (§2.1: its path is ours to choose). */
const BONUS_PAGE_PATH = '/customer/bonus/';

/** News, articles, videos, comments and static pages (§7.2, §7.7). */
export const contentHandlers = defineHandlers('content', {
  // Static pages and the sitemap (issue 18).
  staticPage: ({ path }, ctx) => staticPageAnswer(ctx.db, path),
  bonusPage: (_input, ctx) => staticPageAnswer(ctx.db, BONUS_PAGE_PATH),
  sitemapPage: (_input, ctx) => sitemapPageOf(ctx.db),
  async updateStaticPage(input, ctx) {
    const editor = await editorName(ctx);
    return { page: await updateStaticPage(ctx.db, { ...input, editor }) };
  },
});
