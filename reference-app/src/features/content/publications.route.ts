import { ApiError, contentApi, type PublicationsPageData } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';

/**
 * The news (§2.1 /about/novosti/), articles (/stati/) and videos (/videos/): newest first, `?page=`,
 * `?tag=` narrowing to one tag. A page past the last is the 404 page.
 */
export const publicationsRoute = defineRoute({
  name: 'publications',
  status: 200,
  // Plain comparisons: the matcher is in every page's entry, so it stays small.
  match: (pathname) =>
    pathname === '/about/novosti/'
      ? { kind: 'news' }
      : pathname === '/stati/'
        ? { kind: 'article' }
        : pathname === '/videos/'
          ? { kind: 'video' }
          : null,
  loader: async ({ client, params, url }): Promise<PublicationsPageData> => {
    const { page } = readListQuery(url.searchParams);
    // A tag as the address carries it: one that is no tag's code is the server's 404 (or 400), the 404 page.
    const tag = url.searchParams.get('tag');
    const input = { ...(page > 1 ? { page } : {}), ...(tag !== null ? { tag } : {}) };
    const api = contentApi(client);
    const data =
      params.kind === 'news'
        ? await api.newsPage(input)
        : params.kind === 'article'
          ? await api.articlesPage(input)
          : await api.videosPage(input);
    if (page > 1 && data.items.length === 0)
      throw new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
    return data;
  },
  page: () => import('./publications-page'),
  head: (data) => headOfPage(data),
});
