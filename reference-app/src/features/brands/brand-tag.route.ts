import { brandsApi } from '@verstak/sdk';
import { listingAt, listingRoute } from '../../ui/listing/listing.route';

const BRAND_TAG = /^\/brands\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)\//;

/** A brand tag's page: its brands and their products with the filter; staff edit it there (§2.1 `/brands/tag/{code}/`). */
export const brandTagRoute = listingRoute({
  name: 'brand-tag',
  match: (pathname) => {
    const code = BRAND_TAG.exec(pathname)?.[1];
    const found = code ? listingAt(`/brands/tag/${code}/`)(pathname) : null;
    return code && found ? { ...found, code } : null;
  },
  load: (client, query, params) => brandsApi(client).brandTag({ code: params.code ?? '', ...query }),
  screen: ({ tag, brands }) => ({
    title: tag.title,
    url: tag.url,
    chips: brands.map(({ id, title, url }) => ({ id, title, url })),
    intro: { text: tag.text },
  }),
  page: () => import('../tags/tag-page'),
});
