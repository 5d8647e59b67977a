import { pagesApi } from '@verstak/sdk';
import { defineRoute } from '../app/define-route';
import { headOfPage } from '../head';

/** Home (spec §2.1). */
export const homeRoute = defineRoute({
  name: 'home',
  status: 200,
  match: (pathname) => (pathname === '/' ? {} : null),
  loader: ({ client }) => pagesApi(client).main(),
  page: () => import('./home-page'),
  head: headOfPage,
});
