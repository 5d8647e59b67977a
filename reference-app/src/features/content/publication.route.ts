import { contentApi, type PublicationComment, type PublicationPageData } from '@verstak/sdk';
import { defineRoute } from '../../app/define-route';
import { headOfPage } from '../../app/head';
import { publicationJsonLd } from './publication-json-ld';

/** A publication's page and, for an article, the first page of its comments. */
export type PublicationRouteData = PublicationPageData & {
  comments: { items: PublicationComment[]; own: PublicationComment[]; total: number } | null;
};

/**
 * One piece of news (§2.1 /about/novosti/{code}/), an article (/stati/{code}/) with its contents,
 * FAQ, products, «next» and comments, or a video (/videos/{code}/) behind its facade.
 */
export const publicationRoute = defineRoute({
  name: 'publication',
  status: 200,
  // One expression: the matcher is in every page's entry, so it stays small.
  match: (pathname) => {
    const found = /^\/(about\/novosti|stati|videos)\/([a-z0-9][a-z0-9-]{0,99})\/$/.exec(pathname);
    if (!found) return null;
    const kind = found[1] === 'stati' ? 'article' : found[1] === 'videos' ? 'video' : 'news';
    return { kind, code: found[2] ?? '' };
  },
  loader: async ({ client, params }): Promise<PublicationRouteData> => {
    const api = contentApi(client);
    const code = params.code ?? '';
    const data =
      params.kind === 'news'
        ? await api.newsItem({ code })
        : params.kind === 'article'
          ? await api.article({ code })
          : await api.video({ code });
    if (params.kind !== 'article') return { ...data, comments: null };
    const comments = await api.comments({ articleId: data.publication.id });
    return {
      ...data,
      comments: { items: comments.items, own: comments.own, total: comments.pagination.total },
    };
  },
  page: () => import('./publication-page'),
  head: (data) => ({
    ...headOfPage(data),
    preloadImages: data.publication.video ? [] : [data.publication.detailPicture],
    og: { image: data.publication.detailPicture, type: 'article' },
    structuredData: (absolute) => publicationJsonLd(data.publication, absolute),
  }),
});
