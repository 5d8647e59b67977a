import type { Breadcrumb, PageMeta, PersonalSidebar } from '@verstak/sdk/contract';
import { personalLayout } from '../account/personal-layout';
import { countersOf } from '../account/personal-queries';
import type { Db } from '../db/database';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import type { Visitor } from '../visitor/visitor';

/** A page of the personal area a guest uses too (favourites, comparison, estimates). */
export interface ListPage {
  /** The breadcrumb and heading title (§2.4). */
  title: string;
  url: string;
  description: string;
}

const crumb = (title: string, url: string): Breadcrumb => ({ title, url, sections: [], tags: [] });

/**
 * Meta (never indexed), breadcrumbs and sidebar of a list page: a logged-in user's trail runs through
 * the personal area and carries its sidebar; a guest's is Главная → the page, without one.
 * `trail` adds items after the page (an estimate under Сметы).
 */
export async function listPageLayout(
  db: Db,
  visitor: Pick<Visitor, 'userId'>,
  page: ListPage,
  trail: ReadonlyArray<{ title: string; url: string }> = [],
): Promise<{ meta: PageMeta; breadcrumbs: Breadcrumb[]; sidebar: PersonalSidebar | null }> {
  const last = trail.at(-1) ?? page;
  const meta = pageMeta({
    title: `${last.title} | ${STORE_NAME}`,
    description: page.description,
    canonical: last.url,
    robots: 'noindex, nofollow',
  });
  const tail = trail.map((t) => crumb(t.title, t.url));
  if (visitor.userId === null)
    return {
      meta,
      breadcrumbs: [crumb('Главная', '/'), crumb(page.title, page.url), ...tail],
      sidebar: null,
    };
  const { breadcrumbs, sidebar } = personalLayout(await countersOf(db, visitor.userId), page);
  return { meta, breadcrumbs: [...breadcrumbs, ...tail], sidebar };
}
