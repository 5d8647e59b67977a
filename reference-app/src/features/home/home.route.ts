import { homeApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** Home (spec §2.1). */
export const homeRoute = defineRoute({
  name: 'home',
  status: 200,
  match: (pathname) => (pathname === '/' ? {} : null),
  loader: ({ client }) => homeApi(client).main(),
  page: () => import('./home-page'),
  // The first slides are the largest paint on phones and desktops alike.
  head: (data) => ({ ...headOfPage(data), preloadImages: data.slides.slice(0, 2).map((s) => s.picture) }),
});
