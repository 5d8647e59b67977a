import { ApiError, type ReviewPageData, type ReviewsPageData, reviewsApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';
import { reviewsAddress } from './reviews-address';

/** What the route loads: a page of a scope's reviews, or one review. */
export type ReviewsRouteData = ({ kind: 'list' } & ReviewsPageData) | ({ kind: 'one' } & ReviewPageData);

/** The 404 of an address under `/otzyvy/` that leads nowhere, or of a page past the last (§8). */
function notFound(): ApiError {
  return new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
}

/**
 * Everything under `/otzyvy/` (§2.1): the reviews root, by section, by brand, by brand and section, by
 * brand tag, by catalogue tag, and one review. ONE route, as brands.route.ts: the shared entry carries
 * one prefix test; the loader reads the address (reviews-address.ts), `?page=` pages the list.
 */
export const reviewsRoute = defineRoute({
  name: 'reviews',
  status: 200,
  match: (pathname) => (pathname.startsWith('/otzyvy/') ? {} : null),
  loader: async ({ client, url }): Promise<ReviewsRouteData> => {
    const address = reviewsAddress(url.pathname);
    if (!address) throw notFound();
    const api = reviewsApi(client);
    if (address.kind === 'one') return { kind: 'one', ...(await api.one({ id: address.id })) };
    const { page } = readListQuery(url.searchParams);
    const paged = page > 1 ? { page } : {};
    const data =
      address.kind === 'root'
        ? await api.page(paged)
        : address.kind === 'section'
          ? await api.sectionPage({ path: address.path, ...paged })
          : address.kind === 'brand'
            ? await api.brandPage({ brand: address.brand, ...paged })
            : address.kind === 'brandSection'
              ? await api.brandSectionPage({ brand: address.brand, path: address.path, ...paged })
              : address.kind === 'tag'
                ? await api.tagPage({ code: address.code, ...paged })
                : await api.brandTagPage({ code: address.code, ...paged });
    if (page > 1 && data.items.length === 0) throw notFound();
    return { kind: 'list', ...data };
  },
  page: () => import('./reviews-page'),
  head: (data) => headOfPage(data),
});
