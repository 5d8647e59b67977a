import type { Breadcrumb, PageMeta, PersonalSidebar } from '@verstak/sdk/contract';
import { personalLayout, personalTitle } from '../account/personal-layout';
import { countersOf } from '../account/personal-queries';
import type { Db } from '../db/database';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import type { Visitor } from '../visitor/visitor';

/**
 * The meta, breadcrumbs and sidebar of an orders or checkout page (commercePage): a logged-in user's
 * personal layout, or for a guest (whose orders hang on the fUserId) the same crumbs and no sidebar.
 */
export async function ordersPageLayout(
  db: Db,
  visitor: Visitor,
  page: { title: string; url: string },
  parent?: { title: string; url: string },
): Promise<{ meta: PageMeta; breadcrumbs: Breadcrumb[]; sidebar: PersonalSidebar | null }> {
  const crumb = (title: string, url: string): Breadcrumb => ({ title, url, sections: [], tags: [] });
  const trail = [...(parent ? [crumb(parent.title, parent.url)] : []), crumb(page.title, page.url)];
  if (visitor.userId !== null) {
    const layout = personalLayout(await countersOf(db, visitor.userId), page);
    return { ...layout, breadcrumbs: [...layout.breadcrumbs.slice(0, 2), ...trail] };
  }
  return {
    meta: pageMeta({
      title: `${page.title} | ${STORE_NAME}`,
      description: `${page.title} в ${STORE_NAME}е.`,
      canonical: page.url,
      robots: 'noindex, nofollow',
    }),
    breadcrumbs: [crumb('Главная', '/'), crumb(personalTitle(false), '/personal/'), ...trail],
    sidebar: null,
  };
}
