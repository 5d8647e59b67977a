import type { Order } from '@verstak/sdk/contract';
import { listAddresses } from '../account/addresses';
import { listOrganizations } from '../account/organizations';
import { listReceivers } from '../account/receivers';
import { addLines } from '../basket/add-lines';
import { priceBasket } from '../basket/price-basket';
import { toBasket } from '../basket/to-basket';
import { cardCatalog } from '../catalog/product-cards';
import { defineHandlers } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import { retryingConflicts } from '../db/conflict-retry';
import { recordConsent } from '../forms/record-consent';
import { faultPoint } from '../http/fault-point';
import { answeredBefore, withIdempotency } from '../http/idempotency';
import { visitorOf } from '../visitor/visitor';
import { rememberBasket } from './basket-changes';
import { cancelOrder } from './cancel-order';
import { checkout } from './checkout';
import { checkoutChoice } from './checkout-choice';
import { deliveriesOf, wantedOf } from './deliveries';
import { deliveryCity } from './delivery-city';
import { type FastDelivery, type FastOrderInput, fastQuote, placeFastOrder } from './fast-order';
import { assertOwnOrder, existingOrder, ownOrder } from './order-access';
import { requestChange } from './order-change';
import { recordOrderEvent } from './order-events';
import { listOrders } from './order-list';
import { buyerOf, cancelReasons, cityById, deliveryAddressesOf } from './order-queries';
import { checkOrderStatus } from './order-status-check';
import { orderOf } from './order-view';
import { ordersPageLayout } from './orders-page';
import { ONLINE_PAY_SYSTEMS, paySystemsFor } from './pay-systems';
import { withBasketDetails } from './refusal-details';

const ORDERS_PAGE = { title: 'Заказы', url: '/personal/orders/' };

/** The orders calls: checkout, one-click orders, status, the list, cancel, change, copy and their pages. */
export const ordersHandlers = defineHandlers('orders', {
  make: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    // A retry of an answered key gets its order, even when the checks below would refuse it now
    // (its delivery date has passed since the answer was lost).
    const kept = await answeredBefore<{ order: Order }>(ctx, 'orders.make', input, {
      scope: visitor.fUserId,
    });
    if (kept) return kept;
    const choice = await checkoutChoice(ctx, visitor, input);
    const answer = await withBasketDetails(ctx, visitor, () =>
      withIdempotency(
        ctx,
        'orders.make',
        input,
        async (tx) => {
          const order = await orderOf(tx, await checkout(tx, choice));
          if (!order) throw new Error('The order just written is not there');
          // Placing the order is the consent its form states beside the button (152-ФЗ).
          await recordConsent(tx, ctx, 'checkout', visitor.userId);
          faultPoint('checkout:before-commit');
          return { order };
        },
        { scope: visitor.fUserId },
      ),
    );
    faultPoint('checkout:after-commit');
    return answer;
  },
  makeFast: async (input, ctx) =>
    withBasketDetails(ctx, visitorOf(ctx), () =>
      fastOrder(
        ctx,
        'orders.makeFast',
        input,
        input.productId ? { id: input.productId, quantity: input.quantity ?? 1 } : null,
        { type: 'courier', address: '' },
      ),
    ),
  fastMake: async (input, ctx) =>
    fastOrder(
      ctx,
      'orders.fastMake',
      input,
      { id: input.productId, quantity: input.quantity ?? 1 },
      { type: 'courier', address: input.address ?? '' },
    ),
  fastMakeToPoint: async (input, ctx) =>
    fastOrder(
      ctx,
      'orders.fastMakeToPoint',
      input,
      { id: input.productId, quantity: input.quantity ?? 1 },
      { type: 'pickup', shopId: input.shopId },
    ),
  fastPrice: async (input, ctx) =>
    fastQuote(ctx.db, visitorOf(ctx), ctx.city, {
      productId: input.productId,
      quantity: input.quantity ?? 1,
      delivery: { type: 'courier', address: '' },
      now: ctx.clock.now(),
    }),
  fastPriceToPoint: async (input, ctx) =>
    fastQuote(ctx.db, visitorOf(ctx), ctx.city, {
      productId: input.productId,
      quantity: input.quantity ?? 1,
      delivery: { type: 'pickup', shopId: input.shopId },
      now: ctx.clock.now(),
    }),
  status: async (input, ctx) => checkOrderStatus(ctx, input.number, input.phone),
  list: async (input, ctx) =>
    listOrders(ctx.db, visitorOf(ctx), { page: input.page ?? 1, status: input.status ?? 'all' }),
  cancelReasons: async (_input, ctx) => ({ items: await cancelReasons(ctx.db) }),
  cancel: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    // Stock goes back as checkouts take it; a deadlock PostgreSQL broke is run again (it left nothing).
    const answer = await retryingConflicts(() =>
      ctx.db.transaction(async (tx) => {
        await assertOwnOrder(tx, visitor, input.orderId, true);
        await cancelOrder(tx, input.orderId, {
          reasonId: input.reason,
          description: input.description,
          by: 'shopper',
        });
        return { order: await existingOrder(tx, input.orderId) };
      }),
    );
    // Its open payments are closed at the provider, a paid one's money given back.
    ctx.payments?.settler.soon();
    return answer;
  },
  change: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    return ctx.db.transaction(async (tx) => {
      await assertOwnOrder(tx, visitor, input.orderId, true);
      await requestChange(tx, input.orderId, input.comment ?? '');
      return { order: await existingOrder(tx, input.orderId) };
    });
  },
  copy: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    const order = await ownOrder(ctx.db, visitor, input.orderId);
    const result = await addLines(
      ctx.db,
      visitor.fUserId,
      order.products.map((p) => ({ id: p.id, quantity: p.quantity })),
      { cityId: ctx.city.id },
    );
    const titles = new Map(order.products.map((p) => [p.id, p.title]));
    await ctx.db.transaction((tx) =>
      recordOrderEvent(tx, order.id, 'copied', { skipped: result.skipped.map((s) => s.id) }),
    );
    const priced = await priceBasket(ctx.db, visitor, ctx.city, { now: ctx.clock.now() });
    return {
      basket: toBasket(priced),
      skipped: result.skipped.map((s) => ({ id: s.id, title: titles.get(s.id) ?? '', reason: s.reason })),
    };
  },
  deliveries: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    const city = input.cityId ? await cityById(ctx.db, input.cityId) : ctx.city;
    const now = ctx.clock.now();
    const priced = await priceBasket(ctx.db, visitor, ctx.city, { now, takeDeleted: false });
    return deliveriesOf(ctx.db, city, wantedOf(priced), priced.totalKopecks, now);
  },
  deliveryAddresses: async (input, ctx) => ({
    items: await deliveryAddressesOf(ctx.db, visitorOf(ctx), input.q ?? ''),
  }),
  paySystems: async (_input, ctx) => {
    const priced = await priceBasket(ctx.db, visitorOf(ctx), ctx.city, { takeDeleted: false });
    return { items: paySystemsFor(priced.totalKopecks) };
  },
  page: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    const [layout, list] = await Promise.all([
      ordersPageLayout(ctx.db, visitor, ORDERS_PAGE),
      listOrders(ctx.db, visitor, { page: input.page ?? 1, status: input.status ?? 'all' }),
    ]);
    return { ...layout, ...list };
  },
  detailPage: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    const order = await ownOrder(ctx.db, visitor, input.id);
    const [layout, reasons] = await Promise.all([
      ordersPageLayout(
        ctx.db,
        visitor,
        { title: `Заказ №${order.number}`, url: `/personal/orders/${order.id}/` },
        ORDERS_PAGE,
      ),
      cancelReasons(ctx.db),
    ]);
    return {
      ...layout,
      order,
      cancelReasons: reasons,
      // The order page pays online (its pay modal): paying on receipt is no choice there.
      paySystems: paySystemsFor(Math.round(order.price * 100)).filter((p) =>
        ONLINE_PAY_SYSTEMS.includes(p.code),
      ),
    };
  },
  makePage: async (input, ctx) => {
    const visitor = visitorOf(ctx);
    const now = ctx.clock.now();
    const city = input.cityId ? await cityById(ctx.db, input.cityId) : ctx.city;
    const priced = await priceBasket(ctx.db, visitor, ctx.city, { now });
    await rememberBasket(ctx.db, priced);
    const userId = visitor.userId;
    const [layout, deliveries, buyer, receivers, addresses, organizations] = await Promise.all([
      ordersPageLayout(ctx.db, visitor, { title: 'Оформление заказа', url: '/personal/order/make/' }),
      deliveriesOf(ctx.db, city, wantedOf(priced), priced.totalKopecks, now),
      buyerOf(ctx.db, userId),
      userId === null ? [] : listReceivers(ctx.db, userId),
      userId === null ? [] : listAddresses(ctx.db, userId),
      userId === null ? [] : listOrganizations(ctx.db, userId),
    ]);
    return {
      ...layout,
      basket: toBasket(priced),
      deliveries,
      paySystems: paySystemsFor(priced.totalKopecks),
      buyer,
      receivers,
      addresses,
      organizations,
    };
  },
});

/** What every one-click form sends: the buyer and, when it showed one, the total (roubles). */
interface FastForm {
  name: string;
  phone: string;
  email?: string | undefined;
  comment?: string | undefined;
  total?: number | undefined;
}

/** Places a one-click order once per `callId`'s Idempotency-Key and answers it. */
async function fastOrder(
  ctx: RequestContext,
  callId: string,
  input: FastForm,
  product: FastOrderInput['product'],
  delivery: FastDelivery,
): Promise<{ order: Order }> {
  const visitor = visitorOf(ctx);
  const now = ctx.clock.now();
  const catalog = await cardCatalog(ctx.db);
  const courierCity =
    delivery.type === 'courier' ? await deliveryCity(ctx.db, delivery.address, ctx.city) : ctx.city;
  return withIdempotency(
    ctx,
    callId,
    input,
    async (tx) => {
      const id = await placeFastOrder(tx, {
        visitor,
        city: ctx.city,
        courierCity,
        now,
        catalog,
        product,
        delivery,
        buyer: {
          name: input.name,
          phone: input.phone,
          email: input.email ?? '',
          comment: input.comment ?? '',
        },
        ...(input.total === undefined ? {} : { shownTotalKopecks: Math.round(input.total * 100) }),
      });
      // Placing the order is the consent its form states beside the button (152-ФЗ).
      await recordConsent(tx, ctx, 'fast-order', visitor.userId);
      return { order: await existingOrder(tx, id) };
    },
    { scope: visitor.fUserId },
  );
}
