// Generated from src/contract/content.ts by `npm run contract`: edit the table, not this file.

import { routeOf } from '../contract/call';
import type { contentCalls } from '../contract/content';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  ContentBonusPageInput,
  ContentBonusPageOutput,
  ContentSitemapPageInput,
  ContentSitemapPageOutput,
  ContentStaticPageInput,
  ContentStaticPageOutput,
  ContentUpdateStaticPageInput,
  ContentUpdateStaticPageOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The content calls as routes, each with its method, path, encoding and plain input and output types. */
export type ContentRoutes = {
  /** GET /pages/static — A static page by its address: about, for the buyer, delivery, payment, warranty, the legal pages, corporate, service (§7.2, §2.1). */
  readonly staticPage: TypedRoute<
    ContentStaticPageInput,
    ContentStaticPageOutput,
    'GET',
    '/pages/static',
    'form'
  >;
  /** GET /pages/bonus — The bonus programme page: how bonuses are earned and spent (§7.2, §2.1). */
  readonly bonusPage: TypedRoute<
    ContentBonusPageInput,
    ContentBonusPageOutput,
    'GET',
    '/pages/bonus',
    'form'
  >;
  /** GET /pages/sitemap/ — The sitemap page: the catalogue's sections tree, the brands, the store's pages and the help pages (§7.2, §2.1 /sitemap/). */
  readonly sitemapPage: TypedRoute<
    ContentSitemapPageInput,
    ContentSitemapPageOutput,
    'GET',
    '/pages/sitemap/',
    'form'
  >;
  /** POST /pages/static — Changes a static page's title, description and text (the markup of domain/page-text.ts, stored as blocks); content managers only (§6). */
  readonly updateStaticPage: TypedRoute<
    ContentUpdateStaticPageInput,
    ContentUpdateStaticPageOutput,
    'POST',
    '/pages/static',
    'form'
  >;
};

/** The content calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const contentRoutes: ContentRoutes = {
  staticPage: /* @__PURE__ */ routeOf<typeof contentCalls.staticPage>({
    id: 'content.staticPage',
    method: 'GET',
    path: '/pages/static',
    encoding: 'form',
  }),
  bonusPage: /* @__PURE__ */ routeOf<typeof contentCalls.bonusPage>({
    id: 'content.bonusPage',
    method: 'GET',
    path: '/pages/bonus',
    encoding: 'form',
  }),
  sitemapPage: /* @__PURE__ */ routeOf<typeof contentCalls.sitemapPage>({
    id: 'content.sitemapPage',
    method: 'GET',
    path: '/pages/sitemap/',
    encoding: 'form',
  }),
  updateStaticPage: /* @__PURE__ */ routeOf<typeof contentCalls.updateStaticPage>({
    id: 'content.updateStaticPage',
    method: 'POST',
    path: '/pages/static',
    encoding: 'form',
  }),
};

/** The content calls bound to a client: `contentApi(client).staticPage(input)`. */
export const contentApi: (client: Client) => DomainApi<ContentRoutes> =
  /* @__PURE__ */ bindDomain(contentRoutes);
