import { ApiError, contentApi, type PublicationsPageData } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { readListQuery } from '../../ui/listing/list-query';
import { PUBLICATION_ADDRESS, publicationKind } from './publication-address';
import { loadPublication, type PublicationRouteData, publicationHead } from './publication-loader';

/** What the route loads: a list of publications, or one with its comments. */
export type PublicationsRouteData =
  | ({ screen: 'list' } & PublicationsPageData)
  | ({ screen: 'item' } & PublicationRouteData);

/**
 * The news (§2.1 /about/novosti/), articles (/stati/) and videos (/videos/): the lists, newest first,
 * `?page=`, `?tag=` narrowing to one tag (a page past the last is the 404 page), and each piece at
 * `…/{code}/`. ONE route for both: every route's matcher and chunk names are in every page's entry.
 */
export const publicationsRoute = defineRoute({
  name: 'publications',
  status: 200,
  match: (pathname) => {
    const found = PUBLICATION_ADDRESS.exec(pathname);
    return found ? { section: found[1] ?? '', code: found[2] ?? '' } : null;
  },
  loader: async ({ client, params, url }): Promise<PublicationsRouteData> => {
    const section = params.section ?? '';
    if (params.code) return { screen: 'item', ...(await loadPublication(client, section, params.code)) };
    const { page } = readListQuery(url.searchParams);
    // A tag as the address carries it: one that is no tag's code is the server's 404 (or 400), the 404 page.
    const tag = url.searchParams.get('tag');
    const input = { ...(page > 1 ? { page } : {}), ...(tag !== null ? { tag } : {}) };
    const api = contentApi(client);
    const kind = publicationKind(section);
    const data =
      kind === 'news'
        ? await api.newsPage(input)
        : kind === 'article'
          ? await api.articlesPage(input)
          : await api.videosPage(input);
    if (page > 1 && data.items.length === 0)
      throw new ApiError({ message: 'Страница не найдена', status: 404, code: 'not_found' });
    return { screen: 'list', ...data };
  },
  page: () => import('./publications-page'),
  head: (data) => (data.screen === 'item' ? publicationHead(data) : headOfPage(data)),
});
