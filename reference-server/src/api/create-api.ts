import {
  getBase,
  getCatalogPage,
  getCity,
  getCurrentCity,
  getMainPage,
  getNotFoundPage,
  getProductPage,
  getSectionFilter,
  getSectionPage,
  listCities,
  listProducts,
  listSections,
  RELEASE_VERSION,
  searchCatalog,
} from '@verstak/sdk/contract';
import { Hono } from 'hono';
import type { Db } from '../db/database';
import { base } from './handlers/base';
import { products, search, sections } from './handlers/catalog';
import { citiesList, cityById, currentCity } from './handlers/cities';
import { catalogPage, mainPage, notFoundPage } from './handlers/pages';
import { productPage } from './handlers/product-page';
import { sectionFilter } from './handlers/section-filter';
import { sectionPage } from './handlers/section-page';
import { HttpError } from './http-error';
import { imageHandler } from './images';
import { createRequestContext } from './request-context';
import { type RouteDeps, route } from './route';

/** Options of {@link createApi}. */
export interface ApiOptions {
  db: Db;
  /** The clock that stamps city versions; real time by default. */
  clock?: { now(): number };
  /** Check every answer against its output schema (tests turn it on). */
  validateOutput?: boolean;
  /** Where unexpected errors are reported; console.error by default. */
  logError?: (error: unknown) => void;
}

/** The /api/v4 application and the /images pictures, as a Hono app (its `fetch` is a Web handler). */
export function createApi(options: ApiOptions): Hono {
  const { db } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const app = new Hono();
  const deps: RouteDeps = {
    context: (request) => createRequestContext(db, clock, new URL(request.url)),
    validateOutput: options.validateOutput ?? false,
  };

  route(app, getBase, base, deps);
  route(app, listCities, citiesList, deps);
  // The static path first: /cities/current must not be read as the city "current".
  route(app, getCurrentCity, currentCity, deps);
  route(app, getCity, cityById, deps);
  route(app, getMainPage, mainPage, deps);
  route(app, getCatalogPage, catalogPage, deps);
  route(app, getSectionFilter, sectionFilter, deps);
  route(app, getSectionPage, sectionPage, deps);
  route(app, getProductPage, productPage, deps);
  route(app, getNotFoundPage, notFoundPage, deps);
  route(app, searchCatalog, search, deps);
  route(app, listSections, sections, deps);
  route(app, listProducts, products, deps);
  app.get('/images/:kind/:file', imageHandler(db));

  app.notFound((c) =>
    c.json(
      {
        version: RELEASE_VERSION,
        code: 'not_found',
        errors: { common: `No API call at ${c.req.method} ${new URL(c.req.url).pathname}` },
      },
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(
        { version: RELEASE_VERSION, code: error.code, message: error.message, errors: error.errors },
        error.status,
      );
    }
    if (error instanceof URIError) {
      return c.json(
        { version: RELEASE_VERSION, code: 'validation', errors: { common: 'The URL is not well encoded' } },
        400,
      );
    }
    logError(error);
    return c.json(
      { version: RELEASE_VERSION, code: 'internal', errors: { common: 'Internal server error' } },
      500,
    );
  });
  return app;
}
