import { promosApi } from '@verstak/sdk';
import { listingRoute } from '../../ui/listing/listing.route';
import { selectionScreen } from '../../ui/listing/listing-data';

/** `/promo/{code}/`, with or without its §5 filter path (`/promo/{code}/filter/…/apply/`). */
const PROMO_PATH = /^\/promo\/([a-z0-9][a-z0-9-]{0,99})\/(?:filter\/(.+)\/apply\/)?$/;

/** A promotion (§2.1 /promo/*): its rules, dates and countdown above its products with the listing's filter. */
export const promoRoute = listingRoute({
  name: 'promo',
  match: (pathname) => {
    const found = PROMO_PATH.exec(pathname);
    // `archive` is the archive's list, not a promotion.
    if (!found || found[1] === 'archive') return null;
    return { code: found[1] ?? '', filter: found[2] ?? '' };
  },
  load: (client, query, params) => promosApi(client).promo({ code: params.code ?? '', ...query }),
  facets: (client, query, params) => promosApi(client).promoFilter({ code: params.code ?? '', ...query }),
  screen: ({ selection }) => ({ ...selectionScreen(selection), chips: [] }),
  page: () => import('./promo-page'),
});
