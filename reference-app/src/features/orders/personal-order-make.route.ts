import { ordersApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { commerceHead } from '../../app/personal-head';

/** /personal/order/make/ (§2.3): checkout with the right side panel; a guest checks out too. */
export const personalOrderMakeRoute = defineRoute({
  name: 'personal-order-make',
  status: 200,
  match: exactly('/personal/order/make/'),
  loader: ({ client }) => ordersApi(client).makePage({}),
  prime: (stores, data) => stores.basket.setBasket(data.basket),
  page: () => import('./personal-order-make-page'),
  head: (data) =>
    commerceHead(data, {
      title: 'Оформление заказа',
      path: '/personal/order/make/',
      trail: [
        ['Корзина', '/personal/cart/'],
        ['Оформление заказа', null],
      ],
    }),
});
