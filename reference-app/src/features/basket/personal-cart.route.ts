import { basketApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { commerceHead } from '../../app/personal-head';

/** /personal/cart/ (§2.3): the basket with the right side panel; a guest's too (by the fUserId), so no guard. */
export const personalCartRoute = defineRoute({
  name: 'personal-cart',
  status: 200,
  match: exactly('/personal/cart/'),
  loader: ({ client }) => basketApi(client).page({}),
  prime: (stores, data) => stores.basket.setBasket(data.basket),
  page: () => import('./personal-cart-page'),
  head: (data) =>
    commerceHead(data, { title: 'Корзина', path: '/personal/cart/', trail: [['Корзина', null]] }),
});
