import { errorsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** The does-not-exist page (§8): every unknown path, and any loader's 404 or 400. */
export const notFoundRoute = defineRoute({
  name: 'notFound',
  status: 404,
  match: () => ({}),
  loader: ({ client }) => errorsApi(client).notFound(),
  page: () => import('./not-found-page'),
  head: (data) => ({
    ...headOfPage(data),
    title: 'Такой страницы не существует',
    robots: 'noindex, nofollow',
    canonical: '',
  }),
});
