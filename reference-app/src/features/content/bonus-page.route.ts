import { contentApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { exactly } from '../../app/personal-head';

/** The bonus programme (§2.1, `GET /pages/bonus`): a static page with its own call. */
export const bonusPageRoute = defineRoute({
  name: 'bonus-page',
  status: 200,
  match: exactly('/customer/bonus/'),
  loader: ({ client }) => contentApi(client).bonusPage(),
  page: () => import('./static-page'),
  head: headOfPage,
});
