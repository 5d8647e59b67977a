import { catalogApi, splitCatalogPath } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';

/** A catalogue section with its §5 filter path, `?page=` and `?sort=`. */
export const sectionRoute = defineRoute({
  name: 'section',
  status: 200,
  match: (pathname) => (/^\/catalog\/[a-z0-9-]+\//.test(pathname) ? { ...splitCatalogPath(pathname) } : null),
  loader: ({ client, params, url }) => {
    const { page, sort } = readListQuery(url.searchParams);
    return catalogApi(client).section({
      path: params.sectionPath ?? '',
      ...(params.filter ? { filter: params.filter } : {}),
      ...(page > 1 ? { page } : {}),
      ...(sort !== 'popular' ? { sort } : {}),
    });
  },
  page: () => import('./section-page'),
  head: headOfPage,
  prime: (stores, { filter, pagination }) => {
    stores.filter.setDefinition(filter.items, filter.applied, pagination.total);
  },
});
