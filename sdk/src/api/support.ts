// Generated from src/contract/support.ts by `npm run contract`: edit the table, not this file.

import { routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { supportCalls } from '../contract/support';
import type { Client } from '../http/create-client';
import type {
  SupportCancelInput,
  SupportCancelOutput,
  SupportCopyInput,
  SupportCopyOutput,
  SupportCustomersInput,
  SupportCustomersOutput,
  SupportOrderInput,
  SupportOrderOutput,
  SupportOrdersInput,
  SupportOrdersOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The support calls as routes, each with its method, path, encoding and plain input and output types. */
export type SupportRoutes = {
  /** GET /support/orders — Support (ours, not the spec's): orders newest first, of one customer (phone or e-mail) and/or one status. */
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
  /** POST /support/orders/{number}/copy — Support (ours, not the spec's): puts an order's products into its customer's basket again (the account's, or the guest's), at today's prices. */
  readonly copy: TypedRoute<
    SupportCopyInput,
    SupportCopyOutput,
    'POST',
    '/support/orders/{number}/copy',
    'form'
  >;
  /** GET /support/customers — Support (ours, not the spec's): customers by phone (any notation), e-mail, or a part of either, with their orders count. */
  readonly customers: TypedRoute<
    SupportCustomersInput,
    SupportCustomersOutput,
    'GET',
    '/support/customers',
    'form'
  >;
};

/** The support calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const supportRoutes: SupportRoutes = {
  orders: /* @__PURE__ */ routeOf<typeof supportCalls.orders>({
    id: 'support.orders',
    method: 'GET',
    path: '/support/orders',
    encoding: 'form',
  }),
  order: /* @__PURE__ */ routeOf<typeof supportCalls.order>({
    id: 'support.order',
    method: 'GET',
    path: '/support/orders/{number}',
    encoding: 'form',
  }),
  cancel: /* @__PURE__ */ routeOf<typeof supportCalls.cancel>({
    id: 'support.cancel',
    method: 'POST',
    path: '/support/orders/{number}/cancel',
    encoding: 'form',
  }),
  copy: /* @__PURE__ */ routeOf<typeof supportCalls.copy>({
    id: 'support.copy',
    method: 'POST',
    path: '/support/orders/{number}/copy',
    encoding: 'form',
  }),
  customers: /* @__PURE__ */ routeOf<typeof supportCalls.customers>({
    id: 'support.customers',
    method: 'GET',
    path: '/support/customers',
    encoding: 'form',
  }),
};

/** The support calls bound to a client: `supportApi(client).orders(input)`. */
export const supportApi: (client: Client) => DomainApi<SupportRoutes> =
  /* @__PURE__ */ bindDomain(supportRoutes);
