import { tagsApi } from '@verstak/sdk';
import { listingAt, listingRoute } from '../../ui/listing/listing.route';

const TAG = /^\/tag\/([a-z0-9]+(?:-[a-z0-9]+)*)\//;

/** A catalogue tag's page: its selection with its own heading, text and SEO; staff edit it there (§2.1 `/tag/{code}/`). */
export const tagRoute = listingRoute({
  name: 'tag',
  match: (pathname) => {
    const code = TAG.exec(pathname)?.[1];
    const found = code ? listingAt(`/tag/${code}/`)(pathname) : null;
    return code && found ? { ...found, code } : null;
  },
  load: (client, query, params) => tagsApi(client).tag({ code: params.code ?? '', ...query }),
  screen: ({ tag }) => ({ title: tag.title, url: tag.url, chips: [], intro: { text: tag.text } }),
  page: () => import('./tag-page'),
});
