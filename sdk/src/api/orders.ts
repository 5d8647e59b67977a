// Generated from src/contract/orders.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { ordersCalls } from '../contract/orders';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  OrdersCancelInput,
  OrdersCancelOutput,
  OrdersCancelReasonsInput,
  OrdersCancelReasonsOutput,
  OrdersChangeInput,
  OrdersChangeOutput,
  OrdersCopyInput,
  OrdersCopyOutput,
  OrdersDeliveriesInput,
  OrdersDeliveriesOutput,
  OrdersDeliveryAddressesInput,
  OrdersDeliveryAddressesOutput,
  OrdersDetailPageInput,
  OrdersDetailPageOutput,
  OrdersFastMakeInput,
  OrdersFastMakeOutput,
  OrdersFastMakeToPointInput,
  OrdersFastMakeToPointOutput,
  OrdersFastPriceInput,
  OrdersFastPriceOutput,
  OrdersFastPriceToPointInput,
  OrdersFastPriceToPointOutput,
  OrdersListInput,
  OrdersListOutput,
  OrdersMakeFastInput,
  OrdersMakeFastOutput,
  OrdersMakeInput,
  OrdersMakeOutput,
  OrdersMakePageInput,
  OrdersMakePageOutput,
  OrdersPageInput,
  OrdersPageOutput,
  OrdersPaySystemsInput,
  OrdersPaySystemsOutput,
  OrdersStatusInput,
  OrdersStatusOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The orders calls as routes, each with its method, path, encoding and plain input and output types. */
export type OrdersRoutes = {
  /** POST /catalog/orders/make — Places the basket as an order: courier or pickup, a pay system, requisites files for a legal entity (§7.5; empty values dropped, §5). */
  readonly make: TypedRoute<OrdersMakeInput, OrdersMakeOutput, 'POST', '/catalog/orders/make', 'multipart'>;
  /** POST /catalog/orders/make-fast — A one-click order: a product (or the whole basket when none is given) with a name and a phone; a manager calls back (§7.5). */
  readonly makeFast: TypedRoute<
    OrdersMakeFastInput,
    OrdersMakeFastOutput,
    'POST',
    '/catalog/orders/make-fast',
    'form'
  >;
  /** GET /catalog/orders/status — An order's status by its number and the buyer's phone (staff: the number alone); throttled against guessing (§7.5, §2.9). */
  readonly status: TypedRoute<OrdersStatusInput, OrdersStatusOutput, 'GET', '/catalog/orders/status', 'form'>;
  /** GET /users/personal/orders — The user's orders, newest first, paged, by status (§7.4). */
  readonly list: TypedRoute<OrdersListInput, OrdersListOutput, 'GET', '/users/personal/orders', 'form'>;
  /** GET /users/personal/orders/cancel/reasons — The reasons a buyer may give for cancelling (§7.4). */
  readonly cancelReasons: TypedRoute<
    OrdersCancelReasonsInput,
    OrdersCancelReasonsOutput,
    'GET',
    '/users/personal/orders/cancel/reasons',
    'form'
  >;
  /** POST /users/personal/orders/cancel — Cancels an unfinished order with a reason; its stock goes back, spent bonuses return (§7.4, §4.10). */
  readonly cancel: TypedRoute<
    OrdersCancelInput,
    OrdersCancelOutput,
    'POST',
    '/users/personal/orders/cancel',
    'form'
  >;
  /** POST /users/personal/orders/change — Asks a manager to change an unfinished order; recorded on the order (§7.4, §4.10). */
  readonly change: TypedRoute<
    OrdersChangeInput,
    OrdersChangeOutput,
    'POST',
    '/users/personal/orders/change',
    'form'
  >;
  /** POST /users/personal/orders/copy — Puts an order's products into the basket again, at today's prices; what cannot be bought is named (§7.4). */
  readonly copy: TypedRoute<OrdersCopyInput, OrdersCopyOutput, 'POST', '/users/personal/orders/copy', 'form'>;
  /** POST /fast-order/get-price/ — One-click form: the price of a product and quantity with courier delivery (§7.5, §3 fast-order state). */
  readonly fastPrice: TypedRoute<
    OrdersFastPriceInput,
    OrdersFastPriceOutput,
    'POST',
    '/fast-order/get-price/',
    'form'
  >;
  /** POST /fast-order/get-price-to-point/ — One-click form: the price and readiness of a product at a pickup point (§7.5). */
  readonly fastPriceToPoint: TypedRoute<
    OrdersFastPriceToPointInput,
    OrdersFastPriceToPointOutput,
    'POST',
    '/fast-order/get-price-to-point/',
    'form'
  >;
  /** POST /fast-order/make/ — One-click order of a product with courier delivery (§7.5). */
  readonly fastMake: TypedRoute<
    OrdersFastMakeInput,
    OrdersFastMakeOutput,
    'POST',
    '/fast-order/make/',
    'form'
  >;
  /** POST /fast-order/make-to-point/ — One-click order of a product to a pickup point (§7.5). */
  readonly fastMakeToPoint: TypedRoute<
    OrdersFastMakeToPointInput,
    OrdersFastMakeToPointOutput,
    'POST',
    '/fast-order/make-to-point/',
    'form'
  >;
  /** GET /catalog/deliveries — How the basket can reach the buyer in a city: courier dates and windows, pickup points with the goods (§7.5). */
  readonly deliveries: TypedRoute<
    OrdersDeliveriesInput,
    OrdersDeliveriesOutput,
    'GET',
    '/catalog/deliveries',
    'form'
  >;
  /** GET /catalog/deliveries/addresses — Addresses to deliver to: the user's saved ones and those of earlier orders, matching `q` (§7.5). */
  readonly deliveryAddresses: TypedRoute<
    OrdersDeliveryAddressesInput,
    OrdersDeliveryAddressesOutput,
    'GET',
    '/catalog/deliveries/addresses',
    'form'
  >;
  /** GET /catalog/pay-systems — The pay systems (§9 codes) and whether each can pay for the basket (§7.5). */
  readonly paySystems: TypedRoute<
    OrdersPaySystemsInput,
    OrdersPaySystemsOutput,
    'GET',
    '/catalog/pay-systems',
    'form'
  >;
  /** GET /pages/personal/orders — The orders page: a user's orders, or a guest's by their fUserId (§7.3, §2.3). */
  readonly page: TypedRoute<OrdersPageInput, OrdersPageOutput, 'GET', '/pages/personal/orders', 'form'>;
  /** GET /pages/personal/orders/{id} — An order's page; another's or a missing one is `order_not_found` «Ошибка: заказ №{id} не найден.» (§7.3, §8). */
  readonly detailPage: TypedRoute<
    OrdersDetailPageInput,
    OrdersDetailPageOutput,
    'GET',
    '/pages/personal/orders/{id}',
    'form'
  >;
  /** GET /pages/personal/orders/make — The checkout page: the basket, deliveries, pay systems and the buyer's saved details (§7.3, §2.3). */
  readonly makePage: TypedRoute<
    OrdersMakePageInput,
    OrdersMakePageOutput,
    'GET',
    '/pages/personal/orders/make',
    'form'
  >;
};

/** The orders calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const ordersRoutes: OrdersRoutes = /* @__PURE__ */ namedRoutes('orders', {
  make: /* @__PURE__ */ routeOf<typeof ordersCalls.make>({
    method: 'POST',
    path: '/catalog/orders/make',
    encoding: 'multipart',
    idempotent: true,
  }),
  makeFast: /* @__PURE__ */ routeOf<typeof ordersCalls.makeFast>({
    method: 'POST',
    path: '/catalog/orders/make-fast',
    idempotent: true,
  }),
  status: /* @__PURE__ */ routeOf<typeof ordersCalls.status>({
    method: 'GET',
    path: '/catalog/orders/status',
  }),
  list: /* @__PURE__ */ routeOf<typeof ordersCalls.list>({
    method: 'GET',
    path: '/users/personal/orders',
  }),
  cancelReasons: /* @__PURE__ */ routeOf<typeof ordersCalls.cancelReasons>({
    method: 'GET',
    path: '/users/personal/orders/cancel/reasons',
  }),
  cancel: /* @__PURE__ */ routeOf<typeof ordersCalls.cancel>({
    method: 'POST',
    path: '/users/personal/orders/cancel',
  }),
  change: /* @__PURE__ */ routeOf<typeof ordersCalls.change>({
    method: 'POST',
    path: '/users/personal/orders/change',
  }),
  copy: /* @__PURE__ */ routeOf<typeof ordersCalls.copy>({
    method: 'POST',
    path: '/users/personal/orders/copy',
  }),
  fastPrice: /* @__PURE__ */ routeOf<typeof ordersCalls.fastPrice>({
    method: 'POST',
    path: '/fast-order/get-price/',
  }),
  fastPriceToPoint: /* @__PURE__ */ routeOf<typeof ordersCalls.fastPriceToPoint>({
    method: 'POST',
    path: '/fast-order/get-price-to-point/',
  }),
  fastMake: /* @__PURE__ */ routeOf<typeof ordersCalls.fastMake>({
    method: 'POST',
    path: '/fast-order/make/',
    idempotent: true,
  }),
  fastMakeToPoint: /* @__PURE__ */ routeOf<typeof ordersCalls.fastMakeToPoint>({
    method: 'POST',
    path: '/fast-order/make-to-point/',
    idempotent: true,
  }),
  deliveries: /* @__PURE__ */ routeOf<typeof ordersCalls.deliveries>({
    method: 'GET',
    path: '/catalog/deliveries',
  }),
  deliveryAddresses: /* @__PURE__ */ routeOf<typeof ordersCalls.deliveryAddresses>({
    method: 'GET',
    path: '/catalog/deliveries/addresses',
  }),
  paySystems: /* @__PURE__ */ routeOf<typeof ordersCalls.paySystems>({
    method: 'GET',
    path: '/catalog/pay-systems',
  }),
  page: /* @__PURE__ */ routeOf<typeof ordersCalls.page>({
    method: 'GET',
    path: '/pages/personal/orders',
  }),
  detailPage: /* @__PURE__ */ routeOf<typeof ordersCalls.detailPage>({
    method: 'GET',
    path: '/pages/personal/orders/{id}',
  }),
  makePage: /* @__PURE__ */ routeOf<typeof ordersCalls.makePage>({
    method: 'GET',
    path: '/pages/personal/orders/make',
  }),
});

/** The orders calls bound to a client: `ordersApi(client).make(input)`. */
export const ordersApi: (client: Client) => DomainApi<OrdersRoutes> =
  /* @__PURE__ */ bindDomain(ordersRoutes);
