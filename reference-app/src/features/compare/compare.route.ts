import { compareApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly, personalHead } from '../../app/personal-head';
import { sectionQuery } from '../../ui/listing/section-query';

const compareRouteOf = (name: string, path: string) =>
  defineRoute({
    name,
    status: 200,
    match: exactly(path),
    loader: ({ client, url }) => {
      const { sectionId } = sectionQuery(url);
      return compareApi(client).page(sectionId !== undefined ? { sectionId } : {});
    },
    page: () => import('./compare-page'),
    head: (data) => ({ ...personalHead(data), title: 'Сравнение товаров — Верстак' }),
    prime: (stores, data) => stores.compare.setListing(data),
  });

/** /personal/compare/ (§2.1, §4.5): a section's products side by side; guests use it too. */
export const personalCompareRoute = compareRouteOf('personal-compare', '/personal/compare/');
/** /compare/ (§2.1): the same comparison outside the personal area. */
export const compareRoute = compareRouteOf('compare', '/compare/');
