import * as z from 'zod/mini';
import { type CallOutput, defineCalls } from './call';
import { breadcrumbSchema } from './entities/breadcrumb';
import { pageMetaSchema } from './entities/seo';
import { pageLinkSchema, sitemapNodeSchema, staticPageSchema } from './entities/static-page';
import { boundedText } from './params';

// Editorial content: news, articles and videos (`GET /pages/news`, `/pages/articles`, `/pages/videos`
// and each one's `…/{code}`; `GET /news`, `/articles`, `/videos`), comments (`/comments…`), static
// pages and the sitemap (`GET /pages/static`, `GET /pages/sitemap/`) (§7.2, §7.7, §2.1).

/** The address of a static page: `/about/`, `/customer/delivery/` (lower-case latin, digits, dashes). */
const staticPathParam = z
  .string()
  .check(
    z.maxLength(200, 'A page path must be at most 200 characters'),
    z.regex(/^\/(?:[a-z0-9-]+\/){1,4}$/, 'Expected a page path like /customer/delivery/'),
  );

/** A static page's answer: the page, its head and trail, and the other pages of its section. */
const staticPageOutput = z.object({
  meta: pageMetaSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  page: staticPageSchema,
  /** The pages of the same section (`/customer/…`, `/about/…`), for the side menu. */
  related: z.array(pageLinkSchema),
});

/** Who edits the static pages (§6): content managers; administrators pass every staff check. */
const PAGE_EDITORS = 'staff:content-managers' as const;

/** The content calls. */
export const contentCalls = defineCalls({
  // Static pages and the sitemap (issue 18).
  staticPage: {
    method: 'GET',
    path: '/pages/static',
    doc: 'A static page by its address: about, for the buyer, delivery, payment, warranty, the legal pages, corporate, service (§7.2, §2.1).',
    input: z.object({ path: staticPathParam }),
    output: staticPageOutput,
  },
  bonusPage: {
    method: 'GET',
    path: '/pages/bonus',
    doc: 'The bonus programme page: how bonuses are earned and spent (§7.2, §2.1).',
    input: z.object({}),
    output: staticPageOutput,
  },
  sitemapPage: {
    method: 'GET',
    path: '/pages/sitemap/',
    doc: "The sitemap page: the catalogue's sections tree, the brands, the store's pages and the help pages (§7.2, §2.1 /sitemap/).",
    input: z.object({}),
    output: z.object({
      meta: pageMetaSchema,
      breadcrumbs: z.array(breadcrumbSchema),
      sections: z.array(sitemapNodeSchema),
      brands: z.array(pageLinkSchema),
      pages: z.array(pageLinkSchema),
      help: z.array(pageLinkSchema),
    }),
  },
  updateStaticPage: {
    method: 'POST',
    path: '/pages/static',
    access: PAGE_EDITORS,
    own: true,
    doc: "Changes a static page's title, description and text (the markup of domain/page-text.ts, stored as blocks); content managers only (§6).",
    input: z.object({
      path: staticPathParam,
      title: z.pipe(
        boundedText(150),
        z.pipe(
          z.transform((v: string) => v.trim()),
          z.string().check(z.minLength(1, 'Введите заголовок страницы')),
        ),
      ),
      description: z.optional(boundedText(300)),
      text: z.pipe(
        boundedText(60_000),
        z.string().check(z.refine((v) => v.trim() !== '', 'Введите текст страницы')),
      ),
    }),
    output: z.object({ page: staticPageSchema }),
  },
});

/** A static page's data. */
export type StaticPageData = CallOutput<typeof contentCalls.staticPage>;
/** The sitemap page's data. */
export type SitemapPageData = CallOutput<typeof contentCalls.sitemapPage>;
