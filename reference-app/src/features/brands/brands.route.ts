import { brandsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** The brands page: every brand by letter, Latin and Cyrillic, with the brand tags (§2.1 `/brands/`). */
export const brandsRoute = defineRoute({
  name: 'brands',
  status: 200,
  match: (pathname) => (pathname === '/brands/' ? {} : null),
  loader: ({ client }) => brandsApi(client).manufacturers(),
  page: () => import('./brands-page'),
  head: headOfPage,
});
