import {
  ApiError,
  type Breadcrumb,
  type Client,
  catalogApi,
  type PageMeta,
  type ProductDetail,
  reviewsApi,
} from '@verstak/sdk';
import type { Head } from '../../app/head';
import { PRODUCT_VIEWS, type ProductView } from './product-views';

// What a product sub-page (§2.2) adds to the product page's data: loaded only on a sub-page, so the
// product page itself does not carry the reviews call or the sub-pages' names.

/** How many reviews a page of the reviews view shows. */
export const REVIEWS_PER_PAGE = 10;

/** What the reviews view was asked for in its URL. */
export interface ReviewsQuery {
  page: number;
  sort: 'new' | 'useful' | 'high' | 'low';
  withPhotos: boolean;
}

/** The sub-page a URL names; any other word is the does-not-exist page (§8). */
export function viewOf(word: string): ProductView {
  if (Object.hasOwn(PRODUCT_VIEWS, word)) return word as ProductView;
  throw new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
}

/** Reads the page, sort and photo filter of the reviews view from its URL. */
export function reviewsQuery(url: URL): ReviewsQuery {
  const page = Number(url.searchParams.get('page') ?? '1');
  const asked = url.searchParams.get('sort');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    sort: asked === 'useful' || asked === 'high' || asked === 'low' ? asked : 'new',
    withPhotos: url.searchParams.get('photos') === 'Y',
  };
}

/** The reviews view's data: a page of published reviews and the rating. */
export async function loadReviews(client: Client, productId: number, url: URL) {
  const query = reviewsQuery(url);
  const reviews = await reviewsApi(client).all({
    productId,
    page: query.page,
    count: REVIEWS_PER_PAGE,
    sort: query.sort,
    ...(query.withPhotos ? { withPhotos: true } : {}),
  });
  return { reviews, query };
}

/** The head of a product sub-page: its title, the product's trail, the main city's canonical (§4.3). */
export function viewHead(
  data: { product: ProductDetail; breadcrumbs: Breadcrumb[]; meta: PageMeta },
  view: ProductView,
  paged: boolean,
): Head {
  const { product } = data;
  const names = PRODUCT_VIEWS[view];
  return {
    title: `${names.title(product.title)} | Верстак`,
    description: names.description(product.title, product.rating.count.all),
    canonical: `${product.url}${view}/`,
    robots: paged ? 'noindex, follow' : data.meta.robots,
    og: { image: data.meta.og.image },
    breadcrumbs: [
      ...data.breadcrumbs.slice(0, -1),
      { title: product.title, url: product.url, sections: [], tags: [] },
      { title: names.tab, url: null, sections: [], tags: [] },
    ],
  };
}

/** A sub-page's data: the product page's, its view, the reviews on reviews/, and its head. */
export async function loadView(client: Client, params: Record<string, string>, url: URL) {
  const view = viewOf(params.view ?? '');
  const page = await catalogApi(client).product({ code: params.code ?? '' });
  const reviews = view === 'reviews' ? await loadReviews(client, page.product.id, url) : null;
  const q = reviews?.query;
  const paged = q !== undefined && (q.page > 1 || q.sort !== 'new' || q.withPhotos);
  return { ...page, view, reviews, head: viewHead(page, view, paged) };
}

/** The sub-pages' component, for the product page's lazy view. */
export const loadViewPage = () => import('./product-view').then((m) => ({ default: m.ProductViewPage }));
