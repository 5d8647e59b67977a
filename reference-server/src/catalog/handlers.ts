import { defineHandlers } from '../context/define-handlers';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { catalogListingHandlers } from './listings';
import { toCards } from './product-cards';
import { productPage } from './product-page';
import { listProductRows, PER_PAGE } from './product-queries';
import { catalogBreadcrumbs, productCounts, sectionPicture, sectionRowsOf, toSectionCard } from './sections';

/** The catalogue calls (§7.5) and the catalogue's page calls (§7.2). */
export const catalogHandlers = defineHandlers('catalog', {
  async sections({ parentId, depth = 3 }, ctx) {
    const [all, counts] = await Promise.all([sectionRowsOf(ctx.db), productCounts(ctx.db)]);
    return {
      items: all
        .filter((s) => s.depth <= depth && (parentId === undefined || s.parent_id === parentId))
        .map((s) => ({
          id: s.id,
          parentId: s.parent_id,
          depth: s.depth,
          code: s.code,
          url: s.url,
          title: s.title,
          group: s.grp,
          picture: sectionPicture(s),
          productCount: counts.get(s.id) ?? 0,
        })),
    };
  },

  async products({ ids, sectionId, page = 1, count = PER_PAGE, sort = 'popular' }, ctx) {
    const wanted = ids?.map(Number);
    const { rows, total } = await listProductRows(
      ctx.db,
      { ids: wanted, sectionId, sort, limit: count, offset: (page - 1) * count },
      ctx.city.id,
      ctx.city.price_zone,
    );
    if (wanted) {
      // Asked by ids: answer in the order asked.
      const order = new Map(wanted.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    return {
      items: await toCards(ctx.db, rows, (page - 1) * count + 1, ctx.clock.now()),
      pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total },
    };
  },
  async root(_input, ctx) {
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
  },

  ...catalogListingHandlers,

  product: productPage,
});
