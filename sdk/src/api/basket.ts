// Generated from src/contract/basket.ts by `npm run contract`: edit the table, not this file.

import type { basketCalls } from '../contract/basket';
import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  BasketAddInput,
  BasketAddItemsInput,
  BasketAddItemsOutput,
  BasketAddOutput,
  BasketGetInput,
  BasketGetOutput,
  BasketPageInput,
  BasketPageOutput,
  BasketRemoveInput,
  BasketRemoveOutput,
  BasketSetBonusesInput,
  BasketSetBonusesOutput,
  BasketSetInput,
  BasketSetOutput,
  BasketSetPromoCodeInput,
  BasketSetPromoCodeOutput,
  BasketShareAddProductsInput,
  BasketShareAddProductsOutput,
  BasketShareLinkInput,
  BasketShareLinkOutput,
  BasketSharePageInput,
  BasketSharePageOutput,
  BasketUpdateItemInput,
  BasketUpdateItemOutput,
  BasketUpdateItemsInput,
  BasketUpdateItemsOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The basket calls as routes, each with its method, path, encoding and plain input and output types. */
export type BasketRoutes = {
  /** GET /catalog/basket — The whole basket, priced for the current city and account (§7.5, §3). */
  readonly get: TypedRoute<BasketGetInput, BasketGetOutput, 'GET', '/catalog/basket', 'form'>;
  /** POST /catalog/basket/add — Adds units of a product (1 when not given) to the basket, at most what can be bought (§7.5, §4.7). */
  readonly add: TypedRoute<BasketAddInput, BasketAddOutput, 'POST', '/catalog/basket/add', 'form'>;
  /** POST /catalog/basket/set — Sets a line's quantity; 0 removes the line (§7.5, §4.7). */
  readonly set: TypedRoute<BasketSetInput, BasketSetOutput, 'POST', '/catalog/basket/set', 'form'>;
  /** POST /catalog/basket/remove — Removes lines by product id, at least one (§7.5). */
  readonly remove: TypedRoute<
    BasketRemoveInput,
    BasketRemoveOutput,
    'POST',
    '/catalog/basket/remove',
    'form'
  >;
  /** POST /catalog/basket/set-bonuses — Asks to spend bonuses on the basket, or not; the server applies what may be spent (§7.5, §4.7 three stages). */
  readonly setBonuses: TypedRoute<
    BasketSetBonusesInput,
    BasketSetBonusesOutput,
    'POST',
    '/catalog/basket/set-bonuses',
    'form'
  >;
  /** POST /catalog/basket/set-promo-code — Applies a promo code; '' removes it. A code that does not apply is refused with why (§7.5). */
  readonly setPromoCode: TypedRoute<
    BasketSetPromoCodeInput,
    BasketSetPromoCodeOutput,
    'POST',
    '/catalog/basket/set-promo-code',
    'form'
  >;
  /** POST /basket/products/ — Items family: adds lines, at least one unit each (units are added to a line already there) (§7.5). */
  readonly addItems: TypedRoute<
    BasketAddItemsInput,
    BasketAddItemsOutput,
    'POST',
    '/basket/products/',
    'json'
  >;
  /** PATCH /basket/products/ — Items family: sets the quantities of several lines at once; 0 removes a line (§7.5). */
  readonly updateItems: TypedRoute<
    BasketUpdateItemsInput,
    BasketUpdateItemsOutput,
    'PATCH',
    '/basket/products/',
    'json'
  >;
  /** PATCH /basket/products/{id} — Items family: sets one line's quantity; 0 removes it (§7.5). */
  readonly updateItem: TypedRoute<
    BasketUpdateItemInput,
    BasketUpdateItemOutput,
    'PATCH',
    '/basket/products/{id}',
    'json'
  >;
  /** GET /basket/share/get-link — Freezes the basket's lines under a short code and answers the link to /share-cart/ (§7.5, §2.1). */
  readonly shareLink: TypedRoute<
    BasketShareLinkInput,
    BasketShareLinkOutput,
    'GET',
    '/basket/share/get-link',
    'form'
  >;
  /** POST /basket/share/add-products — Adds a shared basket's lines to one's own basket: `products` is the share code's lines as `id:quantity` entries (§7.5). */
  readonly shareAddProducts: TypedRoute<
    BasketShareAddProductsInput,
    BasketShareAddProductsOutput,
    'POST',
    '/basket/share/add-products',
    'multipart'
  >;
  /** GET /pages/share-basket/{code}/ — The shared basket page: the lines behind a share code, priced now (§7.2, §2.1). */
  readonly sharePage: TypedRoute<
    BasketSharePageInput,
    BasketSharePageOutput,
    'GET',
    '/pages/share-basket/{code}/',
    'form'
  >;
  /** GET /pages/personal/cart — The cart page: the basket, the bonuses the account may spend and products that go with it (§7.3, §2.3). */
  readonly page: TypedRoute<BasketPageInput, BasketPageOutput, 'GET', '/pages/personal/cart', 'form'>;
};

/** The basket calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const basketRoutes: BasketRoutes = /* @__PURE__ */ namedRoutes('basket', {
  get: /* @__PURE__ */ routeOf<typeof basketCalls.get>({
    method: 'GET',
    path: '/catalog/basket',
  }),
  add: /* @__PURE__ */ routeOf<typeof basketCalls.add>({
    method: 'POST',
    path: '/catalog/basket/add',
  }),
  set: /* @__PURE__ */ routeOf<typeof basketCalls.set>({
    method: 'POST',
    path: '/catalog/basket/set',
  }),
  remove: /* @__PURE__ */ routeOf<typeof basketCalls.remove>({
    method: 'POST',
    path: '/catalog/basket/remove',
  }),
  setBonuses: /* @__PURE__ */ routeOf<typeof basketCalls.setBonuses>({
    method: 'POST',
    path: '/catalog/basket/set-bonuses',
  }),
  setPromoCode: /* @__PURE__ */ routeOf<typeof basketCalls.setPromoCode>({
    method: 'POST',
    path: '/catalog/basket/set-promo-code',
  }),
  addItems: /* @__PURE__ */ routeOf<typeof basketCalls.addItems>({
    method: 'POST',
    path: '/basket/products/',
    encoding: 'json',
  }),
  updateItems: /* @__PURE__ */ routeOf<typeof basketCalls.updateItems>({
    method: 'PATCH',
    path: '/basket/products/',
    encoding: 'json',
  }),
  updateItem: /* @__PURE__ */ routeOf<typeof basketCalls.updateItem>({
    method: 'PATCH',
    path: '/basket/products/{id}',
    encoding: 'json',
  }),
  shareLink: /* @__PURE__ */ routeOf<typeof basketCalls.shareLink>({
    method: 'GET',
    path: '/basket/share/get-link',
  }),
  shareAddProducts: /* @__PURE__ */ routeOf<typeof basketCalls.shareAddProducts>({
    method: 'POST',
    path: '/basket/share/add-products',
    encoding: 'multipart',
  }),
  sharePage: /* @__PURE__ */ routeOf<typeof basketCalls.sharePage>({
    method: 'GET',
    path: '/pages/share-basket/{code}/',
  }),
  page: /* @__PURE__ */ routeOf<typeof basketCalls.page>({
    method: 'GET',
    path: '/pages/personal/cart',
  }),
});

/** The basket calls bound to a client: `basketApi(client).get(input)`. */
export const basketApi: (client: Client) => DomainApi<BasketRoutes> =
  /* @__PURE__ */ bindDomain(basketRoutes);
