import { catalogApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** The catalogue root: every top-level section (spec §2.1). */
export const catalogRoute = defineRoute({
  name: 'catalog',
  status: 200,
  match: (pathname) => (pathname === '/catalog/' ? {} : null),
  loader: ({ client }) => catalogApi(client).root(),
  page: () => import('./catalog-page'),
  head: headOfPage,
});
