import { compareApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { personalHead } from '../../app/personal-head';
import { sectionQuery } from '../../ui/listing/section-query';

/**
 * The comparison (§2.1, §4.5): a section's products side by side, at /personal/compare/ and, the same
 * page outside the personal area, /compare/; guests use it too. ONE route for both addresses: every
 * route's matcher and chunk names are in every page's entry.
 */
export const compareRoute = defineRoute({
  name: 'compare',
  status: 200,
  match: (path) => (path === '/compare/' || path === '/personal/compare/' ? {} : null),
  loader: ({ client, url }) => {
    const { sectionId } = sectionQuery(url);
    return compareApi(client).page(sectionId !== undefined ? { sectionId } : {});
  },
  page: () => import('./compare-page'),
  head: (data) => ({ ...personalHead(data), title: 'Сравнение товаров — Верстак' }),
  prime: (stores, data) => stores.compare.setListing(data),
});
