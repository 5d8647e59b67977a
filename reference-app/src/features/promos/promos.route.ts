import { promosApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';

/** The current promotions (§2.1 /promo/) and the archive of ended ones (/promo/archive/), `?page=`. */
export const promosRoute = defineRoute({
  name: 'promos',
  status: 200,
  match: (pathname) =>
    pathname === '/promo/'
      ? { state: 'current' }
      : pathname === '/promo/archive/'
        ? { state: 'archive' }
        : null,
  loader: ({ client, params, url }) => {
    const { page } = readListQuery(url.searchParams);
    return promosApi(client).pages({
      ...(params.state === 'archive' ? { state: 'archive' as const } : {}),
      ...(page > 1 ? { page } : {}),
    });
  },
  page: () => import('./promos-page'),
  head: (data) => ({
    ...headOfPage(data),
    preloadImages: data.items.slice(0, 1).map((p) => p.desktopPicture),
  }),
});
