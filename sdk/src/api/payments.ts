// Generated from src/contract/payments.ts by `npm run contract`: edit the table, not this file.

import { type RouteTable, routeOf } from '../contract/call';
import type { paymentsCalls } from '../contract/payments';
import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The payments calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const paymentsRoutes: RouteTable<typeof paymentsCalls> = {
  /** POST /catalog/payments/create — A payment link for an order with its own pay system; `cancellable`: an unpaid order is cancelled when the payment expires (§7.5). */
  create: /* @__PURE__ */ routeOf<typeof paymentsCalls.create>({
    id: 'payments.create',
    method: 'POST',
    path: '/catalog/payments/create',
    encoding: 'form',
    idempotent: true,
  }),
  /** POST /catalog/payments/create-online — An online payment for an order, with the pay system chosen now (the order pay modal) (§7.5, §2.9). */
  createOnline: /* @__PURE__ */ routeOf<typeof paymentsCalls.createOnline>({
    id: 'payments.createOnline',
    method: 'POST',
    path: '/catalog/payments/create-online',
    encoding: 'form',
    idempotent: true,
  }),
  /** GET /catalog/payments/order-id — The order a payment is for (§7.5). */
  orderId: /* @__PURE__ */ routeOf<typeof paymentsCalls.orderId>({
    id: 'payments.orderId',
    method: 'GET',
    path: '/catalog/payments/order-id',
    encoding: 'form',
  }),
  /** GET /catalog/payments/get-orderxmlid-from-request — Maps the provider's return query to the order (§7.5, §4.10: the storefront then redirects to /personal/orders/{id}/?success=…); it never marks anything paid. */
  fromReturn: /* @__PURE__ */ routeOf<typeof paymentsCalls.fromReturn>({
    id: 'payments.fromReturn',
    method: 'GET',
    path: '/catalog/payments/get-orderxmlid-from-request',
    encoding: 'form',
  }),
};

/** The payments calls bound to a client: `paymentsApi(client).create(input)`. */
export const paymentsApi: (client: Client) => DomainApi<typeof paymentsRoutes> =
  /* @__PURE__ */ bindDomain(paymentsRoutes);
