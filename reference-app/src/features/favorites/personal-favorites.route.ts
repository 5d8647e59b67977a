import { favoritesApi } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { exactly } from '../../app/exact-path';
import { personalHead } from '../../app/personal-head';
import { sectionQuery } from '../../ui/listing/section-query';

/** Products per page of the favourites (§4.6). */
export const FAVORITES_PAGE_SIZE = 20;

/** /personal/favorites/ (§2.3, §4.6): sections, the active section's products paged; guests use it too. */
export const personalFavoritesRoute = defineRoute({
  name: 'personal-favorites',
  status: 200,
  match: exactly('/personal/favorites/'),
  loader: ({ client, url }) =>
    favoritesApi(client).page({ ...sectionQuery(url), count: FAVORITES_PAGE_SIZE }),
  page: () => import('./personal-favorites-page'),
  head: (data) => ({ ...personalHead(data), title: 'Избранное — Верстак' }),
  prime: (stores, data) => stores.favorites.setListing(data),
});
