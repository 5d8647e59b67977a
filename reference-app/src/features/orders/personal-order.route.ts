import { ordersApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { commerceHead } from '../../app/personal-head';

const PATH = /^\/personal\/orders\/(\d{1,9})\/$/;

/**
 * /personal/orders/{id}/ (§2.3) with `?success=Y|N` after a payment. Another's or a missing order is
 * `order_not_found`: the error page with the server's message and «Перейти к списку заказов» (§2.8).
 * No login guard: a guest sees the orders placed from this browser.
 */
export const personalOrderRoute = defineRoute({
  name: 'personal-order',
  status: 200,
  match: (pathname) => {
    const id = PATH.exec(pathname)?.[1];
    return id && Number(id) > 0 ? { id } : null;
  },
  loader: async ({ client, params, url }) => {
    const success = url.searchParams.get('success');
    const data = await ordersApi(client).detailPage({ id: Number(params.id) });
    return { ...data, success: success === 'Y' || success === 'N' ? success : null };
  },
  page: () => import('./personal-order-page'),
  head: (data) =>
    commerceHead(data, {
      title: `Заказ № ${data.order.number}`,
      path: `/personal/orders/${data.order.id}/`,
      trail: [
        ['Мои заказы', '/personal/orders/'],
        [`Заказ № ${data.order.number}`, null],
      ],
    }),
});
