import { catalogApi, splitCatalogPath } from '@verstak/sdk';
import type { catalogCalls } from '@verstak/sdk/contract';
import type { AnyRoute } from '../../app/define-route';
import { listingRoute, selectionAt } from '../../ui/listing/listing.route';
import { type ListingCallName, selectionScreen } from '../../ui/listing/listing-data';

/** A catalogue section with its §5 filter path, `?page=` and `?sort=` (§2.1 `/catalog/*`). */
export const sectionRoute = listingRoute({
  name: 'section',
  match: (pathname) => (/^\/catalog\/[a-z0-9-]+\//.test(pathname) ? { ...splitCatalogPath(pathname) } : null),
  load: (client, query, params) => catalogApi(client).section({ path: params.sectionPath ?? '', ...query }),
  facets: (client, query, params) =>
    catalogApi(client).sectionFilter({ path: params.sectionPath ?? '', ...query }),
  screen: ({ section }) => ({
    title: section.title,
    url: section.url,
    chips: section.subsections.map(({ id, title, url }) => ({ id, title, url })),
    reviewsUrl: `/otzyvy/${section.url.slice('/catalog/'.length)}`,
  }),
});

/** The new arrivals, whole or in a section (§2.1 `/catalog/new/*`, §2.4 «Новинки»). */
export const noveltiesRoute = listingRoute({
  name: 'novelties',
  match: selectionAt('/catalog/new/'),
  load: (client, query, params) =>
    catalogApi(client).novelties({ ...(params.sectionPath ? { path: params.sectionPath } : {}), ...query }),
  facets: (client, query, params) =>
    catalogApi(client).noveltiesFilter({
      ...(params.sectionPath ? { path: params.sectionPath } : {}),
      ...query,
    }),
  screen: ({ selection }) => selectionScreen(selection),
});

/** The recommended products, whole or in a section (§2.1 `/catalog/recommended/*`). */
export const recommendedRoute = listingRoute({
  name: 'recommended',
  match: selectionAt('/catalog/recommended/'),
  load: (client, query, params) =>
    catalogApi(client).recommended({ ...(params.sectionPath ? { path: params.sectionPath } : {}), ...query }),
  facets: (client, query, params) =>
    catalogApi(client).recommendedFilter({
      ...(params.sectionPath ? { path: params.sectionPath } : {}),
      ...query,
    }),
  screen: ({ selection }) => selectionScreen(selection),
});

/**
 * The catalogue's listings, one route per listing call of the catalog table: a listing call without
 * its route here fails to compile with `Property '<call>' is missing`. Each is exported on its own:
 * the client's route list loads an exported route's loader with its page (routeTable in build-plugins.ts).
 */
const byCall = {
  section: sectionRoute,
  novelties: noveltiesRoute,
  recommended: recommendedRoute,
} satisfies { readonly [K in ListingCallName<typeof catalogCalls>]: AnyRoute };

/** The catalogue's listing routes in matching order: the section's pattern would take any `/catalog/x/`, so it goes last. */
export const catalogListingRoutes: readonly AnyRoute[] = [
  ...Object.values(byCall).filter((route) => route !== byCall.section),
  byCall.section,
];
