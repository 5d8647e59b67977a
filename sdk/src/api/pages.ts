import type * as z from 'zod/mini';
import {
  getCatalogPage,
  getMainPage,
  getNotFoundPage,
  getProductPage,
  getSectionFilter,
  getSectionPage,
} from '../contract/endpoints/pages';
import type { Client } from '../http/create-client';

/** The section page's data. */
export type SectionPageData = z.output<typeof getSectionPage.output>;
/** The product page's data. */
export type ProductPageData = z.output<typeof getProductPage.output>;

/** Page data calls of the catalogue (§7.2) bound to a client. */
export function pagesApi(client: Client) {
  return {
    /** GET /pages/main: the home page. */
    main: () => client.call(getMainPage, {}),
    /** GET /pages/catalog: the catalogue root. */
    catalog: () => client.call(getCatalogPage, {}),
    /** GET /pages/catalog/section: a section's products, filtered (§5 grammar), sorted and paged. */
    section: (input: z.input<typeof getSectionPage.input>) => client.call(getSectionPage, input),
    /** GET /pages/catalog/section/filter: a section's filter definition with facet counts. */
    sectionFilter: (input: z.input<typeof getSectionFilter.input>) => client.call(getSectionFilter, input),
    /** GET /pages/catalog/product/{code}: the product page. */
    product: (code: string) => client.call(getProductPage, { code }),
    /** GET /pages/404: the not-found page's popular categories. */
    notFound: () => client.call(getNotFoundPage, {}),
  };
}
