import type { getCatalogPage, getMainPage, getNotFoundPage } from '@verstak/sdk/contract';
import { pageMeta, STORE_NAME } from '../page-meta';
import { type CardRow, cardColumns, toCards } from '../product-cards';
import type { RequestContext } from '../request-context';
import type { Handler } from '../route';
import { catalogBreadcrumbs, productCounts, sectionPicture, sectionRowsOf, toSectionCard } from '../sections';

/** Popular categories: the second-level sections with the most products. */
async function popularCategories(ctx: RequestContext, limit: number) {
  const [all, counts] = await Promise.all([sectionRowsOf(ctx.db), productCounts(ctx.db)]);
  return all
    .filter((s) => s.depth === 2)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)
    .slice(0, limit)
    .map((s) => ({ url: s.url, title: s.title, picture: sectionPicture(s.id) }));
}

async function productList(ctx: RequestContext, orderBy: string, limit: number) {
  const rows = await ctx.db.query<CardRow>(
    `SELECT ${cardColumns('$1')} FROM products p WHERE p.is_available ORDER BY ${orderBy} LIMIT $2`,
    [ctx.city.id, limit],
  );
  return toCards(ctx.db, rows);
}

/** GET /pages/main: slides, popular categories, hits, novelties and brands. */
export const mainPage: Handler<typeof getMainPage> = async (_input, ctx) => {
  const slides = await ctx.db.query<{
    id: number;
    name: string;
    link: string;
    type: string;
    position: number;
    is_static: boolean;
    erid: string | null;
  }>('SELECT * FROM slides ORDER BY position');
  const brands = await ctx.db.query<{ id: number; code: string; title: string }>(
    `SELECT b.id, b.code, b.title FROM brands b JOIN products p ON p.brand_id = b.id GROUP BY b.id ORDER BY count(*) DESC, b.id LIMIT 12`,
  );
  return {
    meta: pageMeta({
      title: `${STORE_NAME} — электроинструмент, бензотехника и строительное оборудование ${ctx.city.name_pr}`,
      description: `Интернет-магазин ${STORE_NAME}: электро- и бензоинструмент, садовая техника, оборудование и материалы. Доставка по России и самовывоз ${ctx.city.name_pr}.`,
      canonical: '/',
    }),
    slides: slides.map((s) => ({
      id: s.id,
      name: s.name,
      link: s.link,
      picture: `/images/slides/${s.id}.svg`,
      mobilePicture: `/images/slides/${s.id}.svg?mobile=1`,
      type: s.type,
      position: s.position,
      isStatic: s.is_static,
      commercial: s.erid
        ? { erid: s.erid, advertiserName: 'ООО «Верстак»', advertiserData: 'ИНН 7600000000' }
        : null,
    })),
    popularCategories: await popularCategories(ctx, 8),
    hits: await productList(ctx, 'p.popularity DESC, p.id', 12),
    novelties: await productList(ctx, 'p.novelty DESC', 12),
    brands: brands.map((b) => ({
      id: b.id,
      title: b.title,
      code: b.code,
      url: `/brands/${b.code}/`,
      picture: `/images/brands/${b.code}.svg`,
    })),
  };
};

/** GET /pages/catalog: the top-level sections with their children. */
export const catalogPage: Handler<typeof getCatalogPage> = async (_input, ctx) => {
  const [all, counts] = await Promise.all([sectionRowsOf(ctx.db), productCounts(ctx.db)]);
  return {
    meta: pageMeta({
      title: `Каталог товаров — ${STORE_NAME}`,
      description: `Каталог интернет-магазина ${STORE_NAME}: инструмент, техника и материалы с доставкой и самовывозом ${ctx.city.name_pr}.`,
      canonical: '/catalog/',
    }),
    breadcrumbs: catalogBreadcrumbs(all, null).slice(0, 2),
    sections: all
      .filter((s) => s.depth === 1)
      .map((top) => ({
        ...toSectionCard(top, counts),
        children: all.filter((s) => s.parent_id === top.id).map((s) => toSectionCard(s, counts)),
      })),
  };
};

/** GET /pages/404: popular categories for the not-found page (§2.8). */
export const notFoundPage: Handler<typeof getNotFoundPage> = async (_input, ctx) => ({
  meta: pageMeta({
    title: 'Такой страница не существует',
    description: 'Страница не найдена',
    canonical: '',
    robots: 'noindex, nofollow',
  }),
  popularCategories: await popularCategories(ctx, 12),
});
