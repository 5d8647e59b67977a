// Generated from src/contract/favorites.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { favoritesCalls } from '../contract/favorites';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  FavoritesAddInput,
  FavoritesAddOutput,
  FavoritesAddProductInput,
  FavoritesAddProductOutput,
  FavoritesClearInput,
  FavoritesClearOutput,
  FavoritesCountInput,
  FavoritesCountOutput,
  FavoritesDeleteAllInput,
  FavoritesDeleteAllOutput,
  FavoritesDeleteInput,
  FavoritesDeleteOutput,
  FavoritesListInput,
  FavoritesListOutput,
  FavoritesPageInput,
  FavoritesPageOutput,
  FavoritesRemoveProductInput,
  FavoritesRemoveProductOutput,
  FavoritesRemoveSectionInput,
  FavoritesRemoveSectionOutput,
  FavoritesRemoveSectionPageInput,
  FavoritesRemoveSectionPageOutput,
  FavoritesSectionInput,
  FavoritesSectionOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The favorites calls as routes, each with its method, path, encoding and plain input and output types. */
export type FavoritesRoutes = {
  /** POST /catalog/favorites/add — Adds a product to the favourites; the 100th is refused with the `limit` entry (§7.6, §8). */
  readonly add: TypedRoute<FavoritesAddInput, FavoritesAddOutput, 'POST', '/catalog/favorites/add', 'form'>;
  /** POST /catalog/favorites/delete — Removes a product from the favourites (§7.6). */
  readonly delete: TypedRoute<
    FavoritesDeleteInput,
    FavoritesDeleteOutput,
    'POST',
    '/catalog/favorites/delete',
    'form'
  >;
  /** POST /catalog/favorites/delete-all — Clears the favourites (§7.6). */
  readonly deleteAll: TypedRoute<
    FavoritesDeleteAllInput,
    FavoritesDeleteAllOutput,
    'POST',
    '/catalog/favorites/delete-all',
    'form'
  >;
  /** GET /catalog/favorites/count — How many products are in the favourites (§7.6). */
  readonly count: TypedRoute<
    FavoritesCountInput,
    FavoritesCountOutput,
    'GET',
    '/catalog/favorites/count',
    'form'
  >;
  /** POST /favorites/products/ — Second family: adds a product (body: id); answers productIds (§7.6). */
  readonly addProduct: TypedRoute<
    FavoritesAddProductInput,
    FavoritesAddProductOutput,
    'POST',
    '/favorites/products/',
    'json'
  >;
  /** DELETE /favorites/products/{id} — Second family: removes a product; answers productIds (§7.6). */
  readonly removeProduct: TypedRoute<
    FavoritesRemoveProductInput,
    FavoritesRemoveProductOutput,
    'DELETE',
    '/favorites/products/{id}',
    'form'
  >;
  /** DELETE /favorites/ — Second family: clears the favourites (§7.6). */
  readonly clear: TypedRoute<FavoritesClearInput, FavoritesClearOutput, 'DELETE', '/favorites/', 'form'>;
  /** DELETE /favorites/sections/{id} — Second family: removes a section's products from the favourites (§7.6). */
  readonly removeSection: TypedRoute<
    FavoritesRemoveSectionInput,
    FavoritesRemoveSectionOutput,
    'DELETE',
    '/favorites/sections/{id}',
    'form'
  >;
  /** GET /favorites/products/ — Second family: the ids in the favourites and their count (§7.6: used for the count). */
  readonly list: TypedRoute<FavoritesListInput, FavoritesListOutput, 'GET', '/favorites/products/', 'form'>;
  /** GET /favorites/sections/{id} — Second family: one page of a section's favourites (§7.6, §4.6). */
  readonly section: TypedRoute<
    FavoritesSectionInput,
    FavoritesSectionOutput,
    'GET',
    '/favorites/sections/{id}',
    'form'
  >;
  /** GET /pages/personal/favorites — The favourites page: sections, the active section's products paged (§7.3, §4.6). */
  readonly page: TypedRoute<
    FavoritesPageInput,
    FavoritesPageOutput,
    'GET',
    '/pages/personal/favorites',
    'form'
  >;
  /** DELETE /pages/personal/favorites/section/{id} — Removes a section's products from the favourites and answers the page's list after it (§7.3, §4.6). */
  readonly removeSectionPage: TypedRoute<
    FavoritesRemoveSectionPageInput,
    FavoritesRemoveSectionPageOutput,
    'DELETE',
    '/pages/personal/favorites/section/{id}',
    'form'
  >;
};

/** The favorites calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const favoritesRoutes: FavoritesRoutes = /* @__PURE__ */ namedRoutes('favorites', {
  add: /* @__PURE__ */ routeOf<typeof favoritesCalls.add>({
    method: 'POST',
    path: '/catalog/favorites/add',
  }),
  delete: /* @__PURE__ */ routeOf<typeof favoritesCalls.delete>({
    method: 'POST',
    path: '/catalog/favorites/delete',
  }),
  deleteAll: /* @__PURE__ */ routeOf<typeof favoritesCalls.deleteAll>({
    method: 'POST',
    path: '/catalog/favorites/delete-all',
  }),
  count: /* @__PURE__ */ routeOf<typeof favoritesCalls.count>({
    method: 'GET',
    path: '/catalog/favorites/count',
  }),
  addProduct: /* @__PURE__ */ routeOf<typeof favoritesCalls.addProduct>({
    method: 'POST',
    path: '/favorites/products/',
    encoding: 'json',
  }),
  removeProduct: /* @__PURE__ */ routeOf<typeof favoritesCalls.removeProduct>({
    method: 'DELETE',
    path: '/favorites/products/{id}',
  }),
  clear: /* @__PURE__ */ routeOf<typeof favoritesCalls.clear>({
    method: 'DELETE',
    path: '/favorites/',
  }),
  removeSection: /* @__PURE__ */ routeOf<typeof favoritesCalls.removeSection>({
    method: 'DELETE',
    path: '/favorites/sections/{id}',
  }),
  list: /* @__PURE__ */ routeOf<typeof favoritesCalls.list>({
    method: 'GET',
    path: '/favorites/products/',
  }),
  section: /* @__PURE__ */ routeOf<typeof favoritesCalls.section>({
    method: 'GET',
    path: '/favorites/sections/{id}',
  }),
  page: /* @__PURE__ */ routeOf<typeof favoritesCalls.page>({
    method: 'GET',
    path: '/pages/personal/favorites',
  }),
  removeSectionPage: /* @__PURE__ */ routeOf<typeof favoritesCalls.removeSectionPage>({
    method: 'DELETE',
    path: '/pages/personal/favorites/section/{id}',
  }),
});

/** The favorites calls bound to a client: `favoritesApi(client).add(input)`. */
export const favoritesApi: (client: Client) => DomainApi<FavoritesRoutes> =
  /* @__PURE__ */ bindDomain(favoritesRoutes);
