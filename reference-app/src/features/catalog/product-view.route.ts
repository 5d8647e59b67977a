import { catalogApi, type ProductReviewsData, reviewsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { PRODUCT_VIEWS, type ProductView } from './product-views';

const VIEW = new RegExp(`^/product/([a-z0-9-]+)/(${Object.keys(PRODUCT_VIEWS).join('|')})/$`);

/** How many reviews a page of the reviews view shows. */
export const REVIEWS_PER_PAGE = 10;

/** Reads the page, sort and photo filter of the reviews view from its URL. */
function reviewsQuery(url: URL) {
  const page = Number(url.searchParams.get('page') ?? '1');
  const asked = url.searchParams.get('sort');
  const sort: 'new' | 'useful' | 'high' | 'low' =
    asked === 'useful' || asked === 'high' || asked === 'low' ? asked : 'new';
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort,
    withPhotos: url.searchParams.get('photos') === 'Y',
  };
}

/**
 * A product's own sub-pages (§2.2): documents/, reviews/, specification/, stores/ and video/, each its
 * own URL with the product bar. A non-main city's sub-page names the main city's as canonical (§4.3).
 */
export const productViewRoute = defineRoute({
  name: 'product-view',
  status: 200,
  match: (pathname) => {
    const m = VIEW.exec(pathname);
    return m ? { code: m[1] ?? '', view: m[2] ?? '' } : null;
  },
  loader: async ({ client, params, url }) => {
    const view = params.view as ProductView;
    const page = await catalogApi(client).product({ code: params.code ?? '' });
    const query = reviewsQuery(url);
    const reviews: ProductReviewsData | null =
      view === 'reviews'
        ? await reviewsApi(client).all({
            productId: page.product.id,
            page: query.page,
            count: REVIEWS_PER_PAGE,
            sort: query.sort,
            ...(query.withPhotos ? { withPhotos: true } : {}),
          })
        : null;
    return { ...page, view, reviews, query };
  },
  page: () => import('./product-view-page'),
  head: (data) => {
    const { product } = data;
    const view = PRODUCT_VIEWS[data.view];
    const paged =
      data.reviews !== null && (data.query.page > 1 || data.query.sort !== 'new' || data.query.withPhotos);
    return {
      title: `${view.title(product.title)} | Верстак`,
      description: view.description(product.title, product.rating.count.all),
      canonical: `${product.url}${data.view}/`,
      mainCityCanonical: true,
      robots: paged ? 'noindex, follow' : data.meta.robots,
      breadcrumbs: [
        ...data.breadcrumbs.slice(0, -1),
        { title: product.title, url: product.url, sections: [], tags: [] },
        { title: view.tab, url: null, sections: [], tags: [] },
      ],
    };
  },
});
