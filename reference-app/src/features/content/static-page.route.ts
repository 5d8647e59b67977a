import { contentApi, type SitemapPageData, type StaticPageData } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/**
 * The store's static pages (§2.1): the section roots `/about/` and `/customer/` and the pages under
 * them, `/corporate/` and `/service/`. The news (`/about/novosti/`) are the publications route's,
 * which comes first in the route list; an address the store has no page for is the server's 404.
 */
const STATIC_PAGE_PATH = /^\/(?:about|customer|corporate|service)\/(?:[a-z0-9-]+\/){0,3}$/;

/** The bonus programme's page, which has its own call (`GET /pages/bonus`, §2.1). */
const BONUS_PAGE_PATH = '/customer/bonus/';
/** The sitemap page (§2.1). */
const SITEMAP_PAGE_PATH = '/sitemap/';

/**
 * The store's own pages, one route since every route's matcher is in the first load of every page:
 * a static page by its address (`GET /pages/static`), the bonus page (`GET /pages/bonus`) and the
 * sitemap (`GET /pages/sitemap/`).
 */
export const contentPageRoute = defineRoute({
  name: 'content-page',
  status: 200,
  match: (path) => (path === SITEMAP_PAGE_PATH || STATIC_PAGE_PATH.test(path) ? { path } : null),
  loader: ({ client, params: { path = '' } }): Promise<StaticPageData | SitemapPageData> => {
    const api = contentApi(client);
    if (path === SITEMAP_PAGE_PATH) return api.sitemapPage();
    return path === BONUS_PAGE_PATH ? api.bonusPage() : api.staticPage({ path });
  },
  page: () => import('./content-page'),
  head: headOfPage,
});
