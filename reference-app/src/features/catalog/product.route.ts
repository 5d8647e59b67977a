import { catalogApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';

/** A product card page. */
export const productRoute = defineRoute({
  name: 'product',
  status: 200,
  match: (pathname) => {
    const code = /^\/product\/([a-z0-9-]+)\/$/.exec(pathname)?.[1];
    return code ? { code } : null;
  },
  loader: ({ client, params }) => catalogApi(client).product({ code: params.code ?? '' }),
  page: () => import('./product-page'),
  head: (data) => ({
    ...headOfPage(data),
    preloadImages: [data.product.pictures[0] ?? data.product.previewPicture],
  }),
});
