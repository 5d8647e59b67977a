import type { Breadcrumb, PageMeta, PersonalSidebar } from '@verstak/sdk/contract';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import type { Counters } from './personal-queries';

// What every personal page carries (§2.3, §2.4, §7.3): its meta (never indexed), its breadcrumbs
// and the left sidebar with the counts.

/** The personal area's root title; a B2B buyer sees B2B appended (§2.4). */
export function personalTitle(isB2B: boolean): string {
  return isB2B ? 'Личный кабинет B2B' : 'Личный кабинет';
}

/**
 * The left sidebar; viewed and reviews carry their counts. Организации is there for everyone: a
 * private person becomes a B2B buyer by adding a first organization on that page.
 */
export function personalSidebar(counters: Counters): PersonalSidebar {
  return [
    { title: 'Профиль', url: '/personal/' },
    { title: 'Заказы', url: '/personal/orders/', count: counters.orders },
    { title: 'Избранное', url: '/personal/favorites/' },
    { title: 'Сравнение', url: '/personal/compare/' },
    { title: 'Сметы', url: '/personal/estimates/' },
    { title: 'Просмотренные', url: '/personal/history/', count: counters.viewed },
    { title: 'Бонусы', url: '/personal/bonuses/' },
    { title: 'Организации', url: '/personal/organizations/' },
    { title: 'Отзывы', url: '/personal/reviews/', count: counters.reviews },
    { title: 'Ремонт', url: '/personal/repairs/' },
    { title: 'Настройки', url: '/personal/settings/' },
  ];
}

/** Meta, breadcrumbs and sidebar of a personal page; `page` is absent for the root. */
export function personalLayout(
  counters: Counters,
  page?: { title: string; url: string },
): { meta: PageMeta; breadcrumbs: Breadcrumb[]; sidebar: PersonalSidebar } {
  const root = personalTitle(counters.isB2B);
  const crumb = (title: string, url: string): Breadcrumb => ({ title, url, sections: [], tags: [] });
  const title = page?.title ?? root;
  return {
    meta: pageMeta({
      title: `${title} | ${STORE_NAME}`,
      description: `${title}: заказы, бонусы, настройки и история покупок в ${STORE_NAME}е.`,
      canonical: page?.url ?? '/personal/',
      robots: 'noindex, nofollow',
    }),
    breadcrumbs: [
      crumb('Главная', '/'),
      crumb(root, '/personal/'),
      ...(page ? [crumb(page.title, page.url)] : []),
    ],
    sidebar: personalSidebar(counters),
  };
}

/** The paging block of a list page. */
export function pagination(page: number, perPage: number, total: number) {
  return { page, pageCount: Math.ceil(total / perPage), perPage, total };
}
