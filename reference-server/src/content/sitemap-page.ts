import type { SitemapNode, SitemapPageData } from '@verstak/sdk/contract';
import { type SectionRow, sectionRowsOf } from '../catalog/sections';
import type { Db } from '../db/database';
import { perDatabase } from '../db/per-database';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { staticPagesOf } from './static-pages';

/** The store's pages that are not static pages: the selections, shops and editorial lists. */
const STORE_PAGES = [
  { title: 'Акции', url: '/promo/' },
  { title: 'Архив акций', url: '/promo/archive/' },
  { title: 'Распродажа', url: '/sale/' },
  { title: 'Новинки', url: '/catalog/new/' },
  { title: 'Рекомендуем', url: '/catalog/recommended/' },
  { title: 'Промокоды', url: '/promo-code/' },
  { title: 'Уценённые товары', url: '/discharged-goods/' },
  { title: 'Отзывы о товарах', url: '/otzyvy/' },
  { title: 'Магазины', url: '/shops/' },
  { title: 'Новости', url: '/about/novosti/' },
  { title: 'Статьи', url: '/stati/' },
  { title: 'Видео', url: '/videos/' },
];

/** The help pages: those under `/customer/`, and the service and corporate pages. */
const isHelpPage = (path: string) => /^\/(customer|service|corporate)\//.test(path);

function tree(all: readonly SectionRow[], parentId: number | null): SitemapNode[] {
  return all
    .filter((s) => s.parent_id === parentId)
    .map((s) => ({ title: s.title, url: s.url, children: tree(all, s.id) }));
}

/**
 * The sitemap page (§2.1 /sitemap/): the catalogue's sections tree, the brands, the store's pages
 * and the help pages. Once per catalogue generation: every table it reads bumps it.
 */
export const sitemapPageOf = perDatabase(async (db: Db): Promise<SitemapPageData> => {
  const [sections, brands, statics] = await Promise.all([
    sectionRowsOf(db),
    db.query<{ code: string; title: string }>('SELECT code, title FROM brands ORDER BY title, id'),
    staticPagesOf(db),
  ]);
  const pages = [...statics.values()].map((p) => ({ title: p.title, url: p.path }));
  return {
    meta: pageMeta({
      title: `Карта сайта | ${STORE_NAME}`,
      description: `Карта сайта интернет-магазина ${STORE_NAME}: разделы каталога, бренды, акции и страницы для покупателей.`,
      canonical: '/sitemap/',
    }),
    breadcrumbs: [
      { title: 'Главная', url: '/', sections: [], tags: [] },
      { title: 'Карта сайта', url: '/sitemap/', sections: [], tags: [] },
    ],
    sections: tree(sections, null),
    brands: brands.map((b) => ({ title: b.title, url: `/brands/${b.code}/` })),
    pages: [...pages.filter((p) => !isHelpPage(p.url)), ...STORE_PAGES],
    help: pages.filter((p) => isHelpPage(p.url)),
  };
});
