import type { Client, PublicationComment, PublicationPageData } from '@verstak/sdk';
import { contentApi } from '@verstak/sdk';
import type { Head } from '../../app/head';
import { headOfPage } from '../../app/head';
import { publicationKind } from './publication-address';
import { publicationJsonLd } from './publication-json-ld';

/** A publication's page and, for an article, the first page of its comments. */
export type PublicationRouteData = PublicationPageData & {
  comments: { items: PublicationComment[]; own: PublicationComment[]; total: number } | null;
};

/**
 * One piece of news (§2.1 /about/novosti/{code}/), an article (/stati/{code}/) with its contents,
 * FAQ, products, «next» and comments, or a video (/videos/{code}/) behind its facade.
 */
export async function loadPublication(
  client: Client,
  section: string,
  code: string,
): Promise<PublicationRouteData> {
  const api = contentApi(client);
  const kind = publicationKind(section);
  const data =
    kind === 'news'
      ? await api.newsItem({ code })
      : kind === 'article'
        ? await api.article({ code })
        : await api.video({ code });
  if (kind !== 'article') return { ...data, comments: null };
  const comments = await api.comments({ articleId: data.publication.id });
  return {
    ...data,
    comments: { items: comments.items, own: comments.own, total: comments.pagination.total },
  };
}

/** A publication's head: its picture preloaded (not a video's poster), an article's share card and structured data. */
export function publicationHead(data: PublicationRouteData): Head {
  return {
    ...headOfPage(data),
    preloadImages: data.publication.video ? [] : [data.publication.detailPicture],
    og: { image: data.publication.detailPicture, type: 'article' },
    structuredData: (absolute) => publicationJsonLd(data.publication, absolute),
  };
}
