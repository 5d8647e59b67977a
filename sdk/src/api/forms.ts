// Generated from src/contract/forms.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { formsCalls } from '../contract/forms';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  FormsCallbackInput,
  FormsCallbackOutput,
  FormsDeleteFileInput,
  FormsDeleteFileListInput,
  FormsDeleteFileListOutput,
  FormsDeleteFileOutput,
  FormsDischargedGoodsInput,
  FormsDischargedGoodsOutput,
  FormsDischargedGoodsPageInput,
  FormsDischargedGoodsPageOutput,
  FormsDischargedGoodsSendInput,
  FormsDischargedGoodsSendOutput,
  FormsServiceB2bInput,
  FormsServiceB2bOutput,
  FormsSpecialPriceInput,
  FormsSpecialPriceOutput,
  FormsUploadFilesInput,
  FormsUploadFilesOutput,
  FormsWriteUsInput,
  FormsWriteUsOutput,
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
  /** POST /forms/write-us — «Написать нам» (§7.7, §2.9, 632 px): a question to the store with up to 5 files uploaded before; goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ). */
  readonly writeUs: TypedRoute<FormsWriteUsInput, FormsWriteUsOutput, 'POST', '/forms/write-us', 'form'>;
  /** POST /forms/callback — Asks the store to call back (§7.7, §2.9 callback): a name, a phone and when it suits; goes to the store by mail. Needs consent (152-ФЗ). */
  readonly callback: TypedRoute<FormsCallbackInput, FormsCallbackOutput, 'POST', '/forms/callback', 'form'>;
  /** POST /forms/special-price/ — Asks for a special price on a product (§7.7, §2.9 special price; a bigger quantity, a competitor’s offer with files); goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ). */
  readonly specialPrice: TypedRoute<
    FormsSpecialPriceInput,
    FormsSpecialPriceOutput,
    'POST',
    '/forms/special-price/',
    'form'
  >;
  /** POST /forms/service-b2b/ — A service request from a business (§7.7, §2.9 service request; /corporate/, /service/): the company, a contact, the tools and the trouble, with files; goes to the store by mail with a copy to the sender. Needs consent (152-ФЗ). */
  readonly serviceB2b: TypedRoute<
    FormsServiceB2bInput,
    FormsServiceB2bOutput,
    'POST',
    '/forms/service-b2b/',
    'form'
  >;
  /** POST /forms-files/ — Uploads files for a form (file[], JPEG, PNG, WebP or PDF by their bytes, up to 10 MB each, 5 at once); they belong to the visitor and wait for a request, then are removed unused (§7.7). */
  readonly uploadFiles: TypedRoute<
    FormsUploadFilesInput,
    FormsUploadFilesOutput,
    'POST',
    '/forms-files/',
    'multipart'
  >;
  /** DELETE /forms-files/list — Deletes the visitor's uploaded files no request has taken: those of `ids`, or every one (§7.7). */
  readonly deleteFileList: TypedRoute<
    FormsDeleteFileListInput,
    FormsDeleteFileListOutput,
    'DELETE',
    '/forms-files/list',
    'form'
  >;
  /** DELETE /forms-files/{id} — Deletes one of the visitor's uploaded files no request has taken; anyone else's is unknown (404) (§7.7). */
  readonly deleteFile: TypedRoute<
    FormsDeleteFileInput,
    FormsDeleteFileOutput,
    'DELETE',
    '/forms-files/{id}',
    'form'
  >;
};

/** The forms calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const formsRoutes: FormsRoutes = /* @__PURE__ */ namedRoutes('forms', {
  dischargedGoodsPage: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoodsPage>({
    method: 'GET',
    path: '/pages/discharged-goods/',
  }),
  dischargedGoods: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoods>({
    method: 'GET',
    path: '/discharged-goods/',
  }),
  dischargedGoodsSend: /* @__PURE__ */ routeOf<typeof formsCalls.dischargedGoodsSend>({
    method: 'POST',
    path: '/discharged-goods/send/',
  }),
  writeUs: /* @__PURE__ */ routeOf<typeof formsCalls.writeUs>({
    method: 'POST',
    path: '/forms/write-us',
  }),
  callback: /* @__PURE__ */ routeOf<typeof formsCalls.callback>({
    method: 'POST',
    path: '/forms/callback',
  }),
  specialPrice: /* @__PURE__ */ routeOf<typeof formsCalls.specialPrice>({
    method: 'POST',
    path: '/forms/special-price/',
  }),
  serviceB2b: /* @__PURE__ */ routeOf<typeof formsCalls.serviceB2b>({
    method: 'POST',
    path: '/forms/service-b2b/',
  }),
  uploadFiles: /* @__PURE__ */ routeOf<typeof formsCalls.uploadFiles>({
    method: 'POST',
    path: '/forms-files/',
    encoding: 'multipart',
  }),
  deleteFileList: /* @__PURE__ */ routeOf<typeof formsCalls.deleteFileList>({
    method: 'DELETE',
    path: '/forms-files/list',
  }),
  deleteFile: /* @__PURE__ */ routeOf<typeof formsCalls.deleteFile>({
    method: 'DELETE',
    path: '/forms-files/{id}',
  }),
});

/** The forms calls bound to a client: `formsApi(client).dischargedGoodsPage(input)`. */
export const formsApi: (client: Client) => DomainApi<FormsRoutes> = /* @__PURE__ */ bindDomain(formsRoutes);
