import type {
  Breadcrumb,
  PublicationKind,
  PublicationPageData,
  PublicationsPageData,
} from '@verstak/sdk/contract';
import { cardRowsByIds, toCards } from '../catalog/product-cards';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { publishedCount } from './publication-comments';
import { PUBLICATION_KINDS } from './publication-kinds';
import {
  nextOf,
  publicationByCode,
  publicationRows,
  tagCounts,
  tagOf,
  tagTitles,
  toPublication,
  toPublicationDetail,
} from './publication-rows';

/** Publications a list page shows. */
export const PUBLICATIONS_PER_PAGE = 12;

/** The 404 of a kind's unknown code or tag, in its words. */
const notFound = (kind: PublicationKind) =>
  new HttpError(404, 'publication_not_found', { common: PUBLICATION_KINDS[kind].notFound });

/** A page of a kind's publications, optionally of one tag, and its paging. */
export async function publicationList(
  ctx: RequestContext,
  kind: PublicationKind,
  input: { tag?: string | undefined; page?: number | undefined; count?: number | undefined },
) {
  const page = input.page ?? 1;
  const perPage = input.count ?? PUBLICATIONS_PER_PAGE;
  const [titles, { rows, total }] = await Promise.all([
    tagTitles(ctx.db),
    publicationRows(ctx.db, kind, input.tag ?? null, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  if (input.tag !== undefined && !titles.has(input.tag)) throw notFound(kind);
  return {
    titles,
    items: rows.map((r) => toPublication(r, titles)),
    pagination: { page, pageCount: Math.ceil(total / perPage), perPage, total },
  };
}

/** A kind's list page (§2.1 /about/novosti/, /stati/, /videos/): trail, tags with counts, a page. */
export async function publicationsPage(
  ctx: RequestContext,
  kind: PublicationKind,
  input: { tag?: string | undefined; page?: number | undefined },
): Promise<PublicationsPageData> {
  const info = PUBLICATION_KINDS[kind];
  const [{ titles, items, pagination }, counts] = await Promise.all([
    publicationList(ctx, kind, input),
    tagCounts(ctx.db, kind),
  ]);
  const tag = input.tag === undefined ? null : tagOf(kind, input.tag, titles);
  const page = pagination.page;
  const heading = tag ? `${info.title}: ${tag.title.toLowerCase()}` : info.title;
  return {
    meta: pageMeta({
      title: `${heading}${page > 1 ? ` — страница ${page}` : ''} | ${STORE_NAME}`,
      description: info.description,
      canonical: tag ? tag.url : info.base,
      // A later page, or a list narrowed to a tag, repeats the list: not for the index, its links followed.
      robots: page > 1 || tag ? 'noindex, follow' : 'index, follow',
    }),
    // A list narrowed to a tag sits under the whole list: its trail's last step, and the back link, lead there.
    breadcrumbs: tag
      ? [...info.trail, { title: tag.title, url: tag.url, sections: [], tags: [] }]
      : info.trail,
    kind,
    title: info.title,
    tags: counts.map((c) => ({ ...tagOf(kind, c.code, titles), count: c.count })),
    tag,
    items,
    pagination,
  };
}

/** A publication's page (§2.1 /about/novosti/{code}/, /stati/{code}/, /videos/{code}/). */
export async function publicationPage(
  ctx: RequestContext,
  kind: PublicationKind,
  code: string,
): Promise<PublicationPageData> {
  const info = PUBLICATION_KINDS[kind];
  const row = await publicationByCode(ctx.db, kind, code);
  if (!row) throw notFound(kind);
  const [titles, next, comments, productRows, more] = await Promise.all([
    tagTitles(ctx.db),
    kind === 'article' ? nextOf(ctx.db, row) : undefined,
    kind === 'article' ? publishedCount(ctx.db, row.id) : 0,
    cardRowsByIds(ctx.db, row.product_ids, ctx.city.id),
    publicationRows(ctx.db, kind, null, { limit: 4, offset: 0 }),
  ]);
  const publication = toPublicationDetail(row, titles, next ? toPublication(next, titles) : null, comments);
  const trail: Breadcrumb[] = [...info.trail, { title: row.title, url: null, sections: [], tags: [] }];
  return {
    meta: pageMeta({
      title: `${row.title} | ${STORE_NAME}`,
      description: row.description,
      canonical: publication.url,
      image: publication.detailPicture,
    }),
    breadcrumbs: trail,
    publication,
    products: await toCards(ctx.db, productRows, 1, ctx.clock.now()),
    more: more.rows
      .filter((r) => r.id !== row.id)
      .slice(0, 3)
      .map((r) => toPublication(r, titles)),
  };
}
