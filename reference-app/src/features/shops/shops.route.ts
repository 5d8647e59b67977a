import { ApiError, type ShopPageData, type ShopsPageData, shopsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** What the route loads: the shops list or map (one call), or one shop's page. */
export type ShopsRouteData = ({ kind: 'list' | 'map' } & ShopsPageData) | ({ kind: 'shop' } & ShopPageData);

/** `/shops/{code}/`: a shop's code as the store writes it. */
const SHOP_ADDRESS = /^\/shops\/([a-z0-9][a-z0-9-]{0,99})\/$/;

/**
 * Everything under `/shops/` (§2.1): the list, the map and a shop's page. One route, so the shared
 * entry carries one prefix test for all three; an address under it that is none of them is the 404.
 */
export const shopsRoute = defineRoute({
  name: 'shops',
  status: 200,
  match: (pathname) => (pathname.startsWith('/shops/') ? {} : null),
  loader: async ({ client, url }): Promise<ShopsRouteData> => {
    const path = url.pathname;
    if (path === '/shops/') return { kind: 'list', ...(await shopsApi(client).pages()) };
    if (path === '/shops/map/') return { kind: 'map', ...(await shopsApi(client).pages({ view: 'map' })) };
    const code = SHOP_ADDRESS.exec(path)?.[1];
    if (!code) throw new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
    return { kind: 'shop', ...(await shopsApi(client).shop({ code })) };
  },
  page: () => import('./shops-page'),
  head: headOfPage,
});
