import { catalogApi, type ProductReviewsData } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { productJsonLd } from './product-json-ld';
import type { ProductView } from './product-views';

/** What a sub-page adds: its view and, on reviews/, the reviews and what the URL asked of them. */
interface ViewData {
  view: ProductView | null;
  reviews: { reviews: ProductReviewsData; query: import('./product-view-data').ReviewsQuery } | null;
  head: import('../../app/head').Head | null;
}

/**
 * A product card page (§2.2) and its sub-pages documents/, reviews/, specification/, stores/ and
 * video/, each its own URL: one route, so the sub-pages cost the shared entry nothing; what they need
 * beyond the product page loads only with them.
 */
export const productRoute = defineRoute({
  name: 'product',
  status: 200,
  match: (pathname) => {
    // Any word as the view (this function is in the shared entry); the loader 404s an unknown one.
    const m = /^\/product\/([a-z0-9-]+)\/(?:([a-z]+)\/)?$/.exec(pathname);
    return m ? { code: m[1] ?? '', view: m[2] ?? '' } : null;
  },
  loader: async ({ client, params, url }) => {
    // A sub-page's part (its check, the reviews call, its head) loads only with a sub-page.
    if (params.view) return (await import('./product-view-data')).loadView(client, params, url);
    const page = await catalogApi(client).product({ code: params.code ?? '' });
    return { ...page, view: null, reviews: null, head: null } satisfies ViewData;
  },
  page: () => import('./product-page'),
  head: (data) =>
    data.head ?? {
      ...headOfPage(data),
      preloadImages: [data.product.pictures[0] ?? data.product.previewPicture],
      og: { ...data.meta.og, type: 'product' },
      structuredData: (absolute) => [productJsonLd(data.product, data.topReviews, absolute)],
    },
});
