// Generated from src/contract/payments.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { paymentsCalls } from '../contract/payments';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  PaymentsCreateInput,
  PaymentsCreateOnlineInput,
  PaymentsCreateOnlineOutput,
  PaymentsCreateOutput,
  PaymentsFromReturnInput,
  PaymentsFromReturnOutput,
  PaymentsOrderIdInput,
  PaymentsOrderIdOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The payments calls as routes, each with its method, path, encoding and plain input and output types. */
export type PaymentsRoutes = {
  /** POST /catalog/payments/create — A payment link for an order with its own pay system; `cancellable`: an unpaid order is cancelled when the payment expires (§7.5). */
  readonly create: TypedRoute<
    PaymentsCreateInput,
    PaymentsCreateOutput,
    'POST',
    '/catalog/payments/create',
    'form'
  >;
  /** POST /catalog/payments/create-online — An online payment for an order, with the pay system chosen now (the order pay modal) (§7.5, §2.9). */
  readonly createOnline: TypedRoute<
    PaymentsCreateOnlineInput,
    PaymentsCreateOnlineOutput,
    'POST',
    '/catalog/payments/create-online',
    'form'
  >;
  /** GET /catalog/payments/order-id — The order a payment is for (§7.5). */
  readonly orderId: TypedRoute<
    PaymentsOrderIdInput,
    PaymentsOrderIdOutput,
    'GET',
    '/catalog/payments/order-id',
    'form'
  >;
  /** GET /catalog/payments/get-orderxmlid-from-request — Maps the provider's return query to the order (§7.5, §4.10: the storefront then redirects to /personal/orders/{id}/?success=…); it never marks anything paid. */
  readonly fromReturn: TypedRoute<
    PaymentsFromReturnInput,
    PaymentsFromReturnOutput,
    'GET',
    '/catalog/payments/get-orderxmlid-from-request',
    'form'
  >;
};

/** The payments calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const paymentsRoutes: PaymentsRoutes = /* @__PURE__ */ namedRoutes('payments', {
  create: /* @__PURE__ */ routeOf<typeof paymentsCalls.create>({
    method: 'POST',
    path: '/catalog/payments/create',
    idempotent: true,
  }),
  createOnline: /* @__PURE__ */ routeOf<typeof paymentsCalls.createOnline>({
    method: 'POST',
    path: '/catalog/payments/create-online',
    idempotent: true,
  }),
  orderId: /* @__PURE__ */ routeOf<typeof paymentsCalls.orderId>({
    method: 'GET',
    path: '/catalog/payments/order-id',
  }),
  fromReturn: /* @__PURE__ */ routeOf<typeof paymentsCalls.fromReturn>({
    method: 'GET',
    path: '/catalog/payments/get-orderxmlid-from-request',
  }),
});

/** The payments calls bound to a client: `paymentsApi(client).create(input)`. */
export const paymentsApi: (client: Client) => DomainApi<PaymentsRoutes> =
  /* @__PURE__ */ bindDomain(paymentsRoutes);
