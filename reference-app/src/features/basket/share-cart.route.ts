import { ApiError, basketApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { commerceHead } from '../../app/personal-head';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/** /share-cart/?code=… (§2.1): a shared basket's lines priced now, to add to one's own basket. */
export const shareCartRoute = defineRoute({
  name: 'share-cart',
  status: 200,
  match: exactly('/share-cart/'),
  loader: ({ client, url }) => {
    const code = url.searchParams.get('code') ?? '';
    // A missing or malformed code is no shared basket: the does-not-exist page (§8).
    if (!CODE.test(code))
      return Promise.reject(
        new ApiError({ message: 'No such shared basket', status: 404, code: 'not_found' }),
      );
    return basketApi(client).sharePage({ code });
  },
  page: () => import('./share-cart-page'),
  head: (data) =>
    commerceHead(data, {
      title: 'Корзина по ссылке',
      path: `/share-cart/?code=${data.basket.code}`,
      trail: [['Корзина по ссылке', null]],
    }),
});
