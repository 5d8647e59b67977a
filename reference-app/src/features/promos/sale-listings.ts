import { promosApi } from '@verstak/sdk';
import { listingRoute, selectionAt } from '../../ui/listing/listing.route';
import { selectionScreen } from '../../ui/listing/listing-data';

/** The sale, whole (§2.1 /sale/) or in a section (/sale/*), with the listing's filter, sort and pages. */
export const saleRoute = listingRoute({
  name: 'sale',
  match: selectionAt('/sale/'),
  load: (client, query, params) =>
    params.sectionPath
      ? promosApi(client).saleSection({ path: params.sectionPath, ...query })
      : promosApi(client).sale(query),
  facets: (client, query, params) =>
    params.sectionPath
      ? promosApi(client).saleSectionFilter({ path: params.sectionPath, ...query })
      : promosApi(client).saleFilter(query),
  screen: ({ selection }) => selectionScreen(selection),
});
