import { contentApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/**
 * The store's static pages (§2.1): the section roots `/about/` and `/customer/` and the pages under
 * them, `/corporate/` and `/service/`. The news (`/about/novosti/`) are their own route; an address
 * the store has no page for is the server's 404.
 */
const STATIC_PAGE_PATH =
  /^\/(?:about\/(?:(?!novosti\/)[a-z0-9-]+\/)?|customer\/(?:[a-z0-9-]+\/){0,3}|corporate\/|service\/)$/;

/** A static page by its address (`GET /pages/static`). */
export const staticPageRoute = defineRoute({
  name: 'static-page',
  status: 200,
  match: (pathname) => (STATIC_PAGE_PATH.test(pathname) ? { path: pathname } : null),
  loader: ({ client, params }) => contentApi(client).staticPage({ path: params.path ?? '' }),
  page: () => import('./static-page'),
  head: headOfPage,
});
