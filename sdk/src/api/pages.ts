import type { RouteInput, RouteOutput } from '../contract/route';
import {
  getCatalogPageRoute,
  getMainPageRoute,
  getNotFoundPageRoute,
  getProductPageRoute,
  getSectionFilterRoute,
  getSectionPageRoute,
} from '../contract/routes/pages';
import type { Client } from '../http/create-client';

/** The home page's data. */
export type MainPageData = RouteOutput<typeof getMainPageRoute>;
/** The catalogue root's data. */
export type CatalogPageData = RouteOutput<typeof getCatalogPageRoute>;
/** The not-found page's data. */
export type NotFoundPageData = RouteOutput<typeof getNotFoundPageRoute>;
/** The section page's data. */
export type SectionPageData = RouteOutput<typeof getSectionPageRoute>;
/** The product page's data. */
export type ProductPageData = RouteOutput<typeof getProductPageRoute>;

/** Page data calls of the catalogue (§7.2) bound to a client. */
export function pagesApi(client: Client) {
  return {
    /** GET /pages/main: the home page. */
    main: () => client.call(getMainPageRoute, {}),
    /** GET /pages/catalog: the catalogue root. */
    catalog: () => client.call(getCatalogPageRoute, {}),
    /** GET /pages/catalog/section: a section's products, filtered (§5 grammar), sorted and paged. */
    section: (input: RouteInput<typeof getSectionPageRoute>) => client.call(getSectionPageRoute, input),
    /** GET /pages/catalog/section/filter: a section's filter definition with facet counts. */
    sectionFilter: (input: RouteInput<typeof getSectionFilterRoute>) =>
      client.call(getSectionFilterRoute, input),
    /** GET /pages/catalog/product/{code}: the product page. */
    product: (code: string) => client.call(getProductPageRoute, { code }),
    /** GET /pages/404: the not-found page's popular categories. */
    notFound: () => client.call(getNotFoundPageRoute, {}),
  };
}
