// Generated from src/contract/forms.ts by `npm run contract`: edit the table, not this file.

import { routeOf } from '../contract/call';
import type { formsCalls } from '../contract/forms';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  FormsDischargedGoodsInput,
  FormsDischargedGoodsOutput,
  FormsDischargedGoodsPageInput,
  FormsDischargedGoodsPageOutput,
  FormsDischargedGoodsSendInput,
  FormsDischargedGoodsSendOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The forms calls as routes, each with its method, path, encoding and plain input and output types. */
export type FormsRoutes = {
  /** GET /pages/discharged-goods/ — The discharged goods page: marked-down units with their reasons, paged (§7.2, §2.1 /discharged-goods/). */
  readonly dischargedGoodsPage: TypedRoute<
    FormsDischargedGoodsPageInput,
    FormsDischargedGoodsPageOutput,
    'GET',
    '/pages/discharged-goods/',
    'form'
  >;
  /** GET /discharged-goods/ — More discharged goods, a page at a time («показать ещё», §7.2, §7.7). */
  readonly dischargedGoods: TypedRoute<
    FormsDischargedGoodsInput,
    FormsDischargedGoodsOutput,
    'GET',
    '/discharged-goods/',
    'form'
  >;
  /** POST /discharged-goods/send/ — Asks the store about a discharged item, or for one: the message goes to the store by mail (§7.7). Needs consent to personal data processing (152-ФЗ). */
  readonly dischargedGoodsSend: TypedRoute<
    FormsDischargedGoodsSendInput,
    FormsDischargedGoodsSendOutput,
    'POST',
    '/discharged-goods/send/',
    'form'
  >;
};

/** The forms calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const formsRoutes: FormsRoutes = {
  dischargedGoodsPage: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoodsPage>({
    id: 'forms.dischargedGoodsPage',
    method: 'GET',
    path: '/pages/discharged-goods/',
    encoding: 'form',
  }),
  dischargedGoods: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoods>({
    id: 'forms.dischargedGoods',
    method: 'GET',
    path: '/discharged-goods/',
    encoding: 'form',
  }),
  dischargedGoodsSend: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoodsSend>({
    id: 'forms.dischargedGoodsSend',
    method: 'POST',
    path: '/discharged-goods/send/',
    encoding: 'form',
  }),
};

/** The forms calls bound to a client: `formsApi(client).dischargedGoodsPage(input)`. */
export const formsApi: (client: Client) => DomainApi<FormsRoutes> = /* @__PURE__ */ bindDomain(formsRoutes);
