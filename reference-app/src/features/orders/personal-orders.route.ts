import { ORDER_LIST_FILTERS, ordersApi, paymentsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { commerceHead, exactly, pageParam } from '../../app/personal-head';
import { redirectTo } from '../../app/route-redirect';
import { paymentReturnTarget } from '../payments/payment-return';

/**
 * /personal/orders/ (§2.3): the orders with the status filter. A guest sees the orders placed from
 * this browser (the server answers them by the fUserId), so the route has no login guard; a guest
 * without orders sees the empty list with a way to log in. A payment return
 * (`?paymentId=…&success=…`) is mapped to its order and redirected (§4.10), a 302 on the server.
 */
export const personalOrdersRoute = defineRoute({
  name: 'personal-orders',
  status: 200,
  match: exactly('/personal/orders/'),
  loader: async ({ client, url }) => {
    const target = await paymentReturnTarget(url.searchParams, (input) =>
      paymentsApi(client).fromReturn(input),
    );
    if (target !== null) redirectTo(target);
    const status = url.searchParams.get('status');
    const filter = ORDER_LIST_FILTERS.find((known) => known === status);
    const data = await ordersApi(client).page({ ...pageParam(url), ...(filter ? { status: filter } : {}) });
    return { ...data, filter: filter ?? 'all' };
  },
  page: () => import('./personal-orders-page'),
  head: (data) =>
    commerceHead(data, { title: 'Мои заказы', path: '/personal/orders/', trail: [['Мои заказы', null]] }),
});
