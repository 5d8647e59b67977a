// Generated from src/contract/orders.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { ordersCalls } from '../contract/orders';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The orders calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const ordersRoutes: RouteTable<typeof ordersCalls> = {
  /** POST /catalog/orders/make — Places the basket as an order: courier or pickup, a pay system, requisites files for a legal entity (§7.5; empty values dropped, §5). */
  make: /* @__PURE__ */ routeOf<typeof ordersCalls.make>({
    id: 'orders.make',
    method: 'POST',
    path: '/catalog/orders/make',
    encoding: 'multipart',
    idempotent: true,
  }),
  /** POST /catalog/orders/make-fast — A one-click order: a product (or the whole basket when none is given) with a name and a phone; a manager calls back (§7.5). */
  makeFast: /* @__PURE__ */ routeOf<typeof ordersCalls.makeFast>({
    id: 'orders.makeFast',
    method: 'POST',
    path: '/catalog/orders/make-fast',
    encoding: 'form',
    idempotent: true,
  }),
  /** GET /catalog/orders/status — An order's status by its number and the buyer's phone (staff: the number alone); throttled against guessing (§7.5, §2.9). */
  status: /* @__PURE__ */ routeOf<typeof ordersCalls.status>({
    id: 'orders.status',
    method: 'GET',
    path: '/catalog/orders/status',
    encoding: 'form',
  }),
  /** GET /users/personal/orders — The user's orders, newest first, paged, by status (§7.4). */
  list: /* @__PURE__ */ routeOf<typeof ordersCalls.list>({
    id: 'orders.list',
    method: 'GET',
    path: '/users/personal/orders',
    encoding: 'form',
  }),
  /** GET /users/personal/orders/cancel/reasons — The reasons a buyer may give for cancelling (§7.4). */
  cancelReasons: /* @__PURE__ */ routeOf<typeof ordersCalls.cancelReasons>({
    id: 'orders.cancelReasons',
    method: 'GET',
    path: '/users/personal/orders/cancel/reasons',
    encoding: 'form',
  }),
  /** POST /users/personal/orders/cancel — Cancels an unfinished order with a reason; its stock goes back, spent bonuses return (§7.4, §4.10). */
  cancel: /* @__PURE__ */ routeOf<typeof ordersCalls.cancel>({
    id: 'orders.cancel',
    method: 'POST',
    path: '/users/personal/orders/cancel',
    encoding: 'form',
  }),
  /** POST /users/personal/orders/change — Asks a manager to change an unfinished order; recorded on the order (§7.4, §4.10). */
  change: /* @__PURE__ */ routeOf<typeof ordersCalls.change>({
    id: 'orders.change',
    method: 'POST',
    path: '/users/personal/orders/change',
    encoding: 'form',
  }),
  /** POST /users/personal/orders/copy — Puts an order's products into the basket again, at today's prices; what cannot be bought is named (§7.4). */
  copy: /* @__PURE__ */ routeOf<typeof ordersCalls.copy>({
    id: 'orders.copy',
    method: 'POST',
    path: '/users/personal/orders/copy',
    encoding: 'form',
  }),
  /** POST /fast-order/get-price/ — One-click form: the price of a product and quantity with courier delivery (§7.5, §3 fast-order state). */
  fastPrice: /* @__PURE__ */ routeOf<typeof ordersCalls.fastPrice>({
    id: 'orders.fastPrice',
    method: 'POST',
    path: '/fast-order/get-price/',
    encoding: 'form',
  }),
  /** POST /fast-order/get-price-to-point/ — One-click form: the price and readiness of a product at a pickup point (§7.5). */
  fastPriceToPoint: /* @__PURE__ */ routeOf<typeof ordersCalls.fastPriceToPoint>({
    id: 'orders.fastPriceToPoint',
    method: 'POST',
    path: '/fast-order/get-price-to-point/',
    encoding: 'form',
  }),
  /** POST /fast-order/make/ — One-click order of a product with courier delivery (§7.5). */
  fastMake: /* @__PURE__ */ routeOf<typeof ordersCalls.fastMake>({
    id: 'orders.fastMake',
    method: 'POST',
    path: '/fast-order/make/',
    encoding: 'form',
    idempotent: true,
  }),
  /** POST /fast-order/make-to-point/ — One-click order of a product to a pickup point (§7.5). */
  fastMakeToPoint: /* @__PURE__ */ routeOf<typeof ordersCalls.fastMakeToPoint>({
    id: 'orders.fastMakeToPoint',
    method: 'POST',
    path: '/fast-order/make-to-point/',
    encoding: 'form',
    idempotent: true,
  }),
  /** GET /catalog/deliveries — How the basket can reach the buyer in a city: courier dates and windows, pickup points with the goods (§7.5). */
  deliveries: /* @__PURE__ */ routeOf<typeof ordersCalls.deliveries>({
    id: 'orders.deliveries',
    method: 'GET',
    path: '/catalog/deliveries',
    encoding: 'form',
  }),
  /** GET /catalog/deliveries/addresses — Addresses to deliver to: the user's saved ones and those of earlier orders, matching `q` (§7.5). */
  deliveryAddresses: /* @__PURE__ */ routeOf<typeof ordersCalls.deliveryAddresses>({
    id: 'orders.deliveryAddresses',
    method: 'GET',
    path: '/catalog/deliveries/addresses',
    encoding: 'form',
  }),
  /** GET /catalog/pay-systems — The pay systems (§9 codes) and whether each can pay for the basket (§7.5). */
  paySystems: /* @__PURE__ */ routeOf<typeof ordersCalls.paySystems>({
    id: 'orders.paySystems',
    method: 'GET',
    path: '/catalog/pay-systems',
    encoding: 'form',
  }),
  /** GET /pages/personal/orders — The orders page: a user's orders, or a guest's by their fUserId (§7.3, §2.3). */
  page: /* @__PURE__ */ routeOf<typeof ordersCalls.page>({
    id: 'orders.page',
    method: 'GET',
    path: '/pages/personal/orders',
    encoding: 'form',
  }),
  /** GET /pages/personal/orders/{id} — An order's page; another's or a missing one is `order_not_found` «Ошибка: заказ №{id} не найден.» (§7.3, §8). */
  detailPage: /* @__PURE__ */ routeOf<typeof ordersCalls.detailPage>({
    id: 'orders.detailPage',
    method: 'GET',
    path: '/pages/personal/orders/{id}',
    encoding: 'form',
  }),
  /** GET /pages/personal/orders/make — The checkout page: the basket, deliveries, pay systems and the buyer's saved details (§7.3, §2.3). */
  makePage: /* @__PURE__ */ routeOf<typeof ordersCalls.makePage>({
    id: 'orders.makePage',
    method: 'GET',
    path: '/pages/personal/orders/make',
    encoding: 'form',
  }),
};

/** The orders calls bound to a client: `ordersApi(client).make(input)`. */
export const ordersApi: (client: Client) => DomainApi<typeof ordersRoutes> =
  /* @__PURE__ */ bindDomain(ordersRoutes);
