// Generated from src/contract/support.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { supportCalls } from '../contract/support';
import type { Client } from '../http/create-client';
import type {
  SupportCancelInput,
  SupportCancelOutput,
  SupportCopyInput,
  SupportCopyOutput,
  SupportCustomerBasketInput,
  SupportCustomerBasketOutput,
  SupportCustomersInput,
  SupportCustomersOutput,
  SupportGuestBasketInput,
  SupportGuestBasketOutput,
  SupportOrderInput,
  SupportOrderOutput,
  SupportOrdersInput,
  SupportOrdersOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The support calls as routes, each with its method, path, encoding and plain input and output types. */
export type SupportRoutes = {
  /** GET /support/orders — Support (ours, not the spec's): orders newest first, of one customer (phone or e-mail), one status, one payment state and/or placed within Moscow days `from`–`to`; a page of them and the total. */
  readonly orders: TypedRoute<SupportOrdersInput, SupportOrdersOutput, 'GET', '/support/orders', 'form'>;
  /** GET /support/orders/{number} — Support (ours, not the spec's): an order by its number, with what happened to it and the cancel reasons. */
  readonly order: TypedRoute<
    SupportOrderInput,
    SupportOrderOutput,
    'GET',
    '/support/orders/{number}',
    'form'
  >;
  /** POST /support/orders/{number}/cancel — Support (ours, not the spec's): cancels an unfinished order with a reason on the customer's behalf; stock and bonuses go back. */
  readonly cancel: TypedRoute<
    SupportCancelInput,
    SupportCancelOutput,
    'POST',
    '/support/orders/{number}/cancel',
    'form'
  >;
  /** POST /support/orders/{number}/copy — Support (ours, not the spec's): puts an order's products into its customer's basket again (the account's, or the guest's), at today's prices; each line up to the order's quantity, never past it, so a second copy changes nothing. */
  readonly copy: TypedRoute<
    SupportCopyInput,
    SupportCopyOutput,
    'POST',
    '/support/orders/{number}/copy',
    'form'
  >;
  /** GET /support/customers — Support (ours, not the spec's): customers by phone (any notation), e-mail, name or organisation (name or INN), or a part of any, with their orders count; a page of them and the total. */
  readonly customers: TypedRoute<
    SupportCustomersInput,
    SupportCustomersOutput,
    'GET',
    '/support/customers',
    'form'
  >;
  /** GET /support/customers/{id}/basket — Support (ours, not the spec's): an account's basket as the customer sees it, priced for the request's city; reading it changes nothing. */
  readonly customerBasket: TypedRoute<
    SupportCustomerBasketInput,
    SupportCustomerBasketOutput,
    'GET',
    '/support/customers/{id}/basket',
    'form'
  >;
  /** GET /support/guests/basket — Support (ours, not the spec's): the basket of a guest known from orders placed with this phone (the visitor of the newest), priced for the request's city; reading it changes nothing. */
  readonly guestBasket: TypedRoute<
    SupportGuestBasketInput,
    SupportGuestBasketOutput,
    'GET',
    '/support/guests/basket',
    'form'
  >;
};

/** The support calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const supportRoutes: SupportRoutes = /* @__PURE__ */ namedRoutes('support', {
  orders: /* @__PURE__ */ routeOf<typeof supportCalls.orders>({
    method: 'GET',
    path: '/support/orders',
  }),
  order: /* @__PURE__ */ routeOf<typeof supportCalls.order>({
    method: 'GET',
    path: '/support/orders/{number}',
  }),
  cancel: /* @__PURE__ */ routeOf<typeof supportCalls.cancel>({
    method: 'POST',
    path: '/support/orders/{number}/cancel',
  }),
  copy: /* @__PURE__ */ routeOf<typeof supportCalls.copy>({
    method: 'POST',
    path: '/support/orders/{number}/copy',
  }),
  customers: /* @__PURE__ */ routeOf<typeof supportCalls.customers>({
    method: 'GET',
    path: '/support/customers',
  }),
  customerBasket: /* @__PURE__ */ routeOf<typeof supportCalls.customerBasket>({
    method: 'GET',
    path: '/support/customers/{id}/basket',
  }),
  guestBasket: /* @__PURE__ */ routeOf<typeof supportCalls.guestBasket>({
    method: 'GET',
    path: '/support/guests/basket',
  }),
});

/** The support calls bound to a client: `supportApi(client).orders(input)`. */
export const supportApi: (client: Client) => DomainApi<SupportRoutes> =
  /* @__PURE__ */ bindDomain(supportRoutes);
