// Compile-time checks of the route types, run by `npm run typecheck` (tsc -p reference-app): if a
// check stops holding, the `@ts-expect-error` below becomes unused and the typecheck fails.
import type { MainPageData, ProductPageData } from '@verstak/sdk';
import { productRoute } from '../features/catalog/product.route';
import { homeRoute } from '../features/home/home.route';
import { defineRoute, listRoute, type PageProps } from './define-route';

/** A page's data type is its loader's. */
export const homeData: PageProps<typeof homeRoute>['data'] = {} as MainPageData;
export const productData: PageProps<typeof productRoute>['data'] = {
  ...({} as ProductPageData),
  view: null,
  reviews: null,
  head: null,
};

/** A route whose page takes something other than what its loader returns is refused by the list. */
const wrongPage = defineRoute({ ...homeRoute, page: () => import('../features/catalog/product-page') });
// @ts-expect-error the product page does not take the home loader's data
export const refused = listRoute(wrongPage);
export const listed = listRoute(homeRoute);

/** head() and prime() get the loader's data, not unknown. */
export const typedHead = defineRoute({
  ...productRoute,
  head: (data) => ({ ...productRoute.head(data), title: data.product.title }),
});
