import { contentApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { exactly } from '../../app/personal-head';

/** The sitemap page (§2.1 /sitemap/, `GET /pages/sitemap/`). */
export const sitemapPageRoute = defineRoute({
  name: 'sitemap-page',
  status: 200,
  match: exactly('/sitemap/'),
  loader: ({ client }) => contentApi(client).sitemapPage(),
  page: () => import('./sitemap-page'),
  head: headOfPage,
});
