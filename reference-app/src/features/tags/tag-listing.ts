import { type TagPageData, tagsApi } from '@verstak/sdk';
import type { ListingSource } from '../../ui/listing/listing.route';

/** `/tag/{code}/` and its §5 filter path, as the route's loader reads it. */
export const TAG_ADDRESS = /^\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(?:filter\/(.+)\/apply\/)?$/;

/**
 * A catalogue tag's listing: its selection with its own heading, text and SEO; staff edit it there
 * (§2.1 `/tag/{code}/`). Served by the route of brands.route.ts with the brands' pages.
 */
export const tagListing: ListingSource<TagPageData> = {
  load: (client, query, params) => tagsApi(client).tag({ code: params.code ?? '', ...query }),
  facets: (client, query, params) => tagsApi(client).tagFilter({ code: params.code ?? '', ...query }),
  screen: ({ tag }) => ({
    title: tag.title,
    url: tag.url,
    chips: [],
    intro: { text: tag.text },
    reviewsUrl: `/otzyvy/tag/${tag.code}/`,
  }),
};
