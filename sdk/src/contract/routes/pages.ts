// The pages calls as routes: no schemas, so the client's pages module loads no zod.
import type * as z from 'zod/mini';
import type {
  getCatalogPageInput,
  getCatalogPageOutput,
  getMainPageInput,
  getMainPageOutput,
  getNotFoundPageInput,
  getNotFoundPageOutput,
  getProductPageInput,
  getProductPageOutput,
  getSectionFilterInput,
  getSectionFilterOutput,
  getSectionPageInput,
  getSectionPageOutput,
} from '../endpoints/pages';
import { defineRoute } from '../route';

/** GET /pages/main (§7.2): the home page. */
export const getMainPageRoute = defineRoute<
  z.input<typeof getMainPageInput>,
  z.output<typeof getMainPageOutput>
>({
  id: 'pages.main',
  method: 'GET',
  path: '/pages/main',
});

/** GET /pages/catalog (§7.2): the catalogue root. */
export const getCatalogPageRoute = defineRoute<
  z.input<typeof getCatalogPageInput>,
  z.output<typeof getCatalogPageOutput>
>({
  id: 'pages.catalog',
  method: 'GET',
  path: '/pages/catalog',
});

/** GET /pages/catalog/section (§7.2): a section's products, filtered, sorted and paged. */
export const getSectionPageRoute = defineRoute<
  z.input<typeof getSectionPageInput>,
  z.output<typeof getSectionPageOutput>
>({
  id: 'pages.section',
  method: 'GET',
  path: '/pages/catalog/section',
});

/** GET /pages/catalog/section/filter (§7.2): a section's filter definition with facet counts. */
export const getSectionFilterRoute = defineRoute<
  z.input<typeof getSectionFilterInput>,
  z.output<typeof getSectionFilterOutput>
>({
  id: 'pages.sectionFilter',
  method: 'GET',
  path: '/pages/catalog/section/filter',
});

/** GET /pages/catalog/product/{code} (§7.2): the product page. */
export const getProductPageRoute = defineRoute<
  z.input<typeof getProductPageInput>,
  z.output<typeof getProductPageOutput>
>({
  id: 'pages.product',
  method: 'GET',
  path: '/pages/catalog/product/{code}',
});

/** GET /pages/404 (§7.2, §2.8): data of the not-found page. */
export const getNotFoundPageRoute = defineRoute<
  z.input<typeof getNotFoundPageInput>,
  z.output<typeof getNotFoundPageOutput>
>({
  id: 'pages.notFound',
  method: 'GET',
  path: '/pages/404',
});
