import { ORDER_LIST_FILTERS, ordersApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, pageParam } from '../../app/exact-path';
import { commerceHead } from '../../app/personal-head';
import { redirectTo } from '../../app/route-redirect';

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
    // Only a payment return carries `success`; its code is a chunk, as the server answers most
    // returns with a 302 before any page code runs.
    if (url.searchParams.has('success')) {
      const { paymentReturnTarget, fromReturnOf } = await import('../payments/payment-return');
      const target = await paymentReturnTarget(url.searchParams, fromReturnOf(client));
      if (target !== null) redirectTo(target);
    }
    const status = url.searchParams.get('status');
    const filter = ORDER_LIST_FILTERS.find((known) => known === status);
    const data = await ordersApi(client).page({ ...pageParam(url), ...(filter ? { status: filter } : {}) });
    return { ...data, filter: filter ?? 'all' };
  },
  page: () => import('./personal-orders-page'),
  head: (data) =>
    commerceHead(data, { title: 'Мои заказы', path: '/personal/orders/', trail: [['Мои заказы', null]] }),
});
