import { buildFilterPath, catalogCalls, plural } from '@verstak/sdk/contract';
import { defineHandlers } from '../context/define-handlers';
import type { Db } from '../db/database';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { cardRowsByIds, toCards } from './product-cards';
import { productPage } from './product-page';
import { listProductRows, PER_PAGE, searchProducts } from './product-queries';
import { SORTS } from './product-sorts';
import { propertiesOf } from './properties';
import { scanSection } from './scan-scope';
import { parseApplied, sectionDefinition } from './section-filter';
import { catalogBreadcrumbs, productCounts, sectionPicture, sectionRowsOf, toSectionCard } from './sections';

/**
 * The section at `path` with the whole tree, its filter definition and the applied values of
 * `filter`; a 404 for an unknown section, a 400 for an unknown condition (§8).
 */
async function filteredSection(db: Db, path: string, filter: string | undefined) {
  const all = await sectionRowsOf(db);
  const section = all.find((s) => s.url === path);
  if (!section) throw new HttpError(404, 'section_not_found', { common: NOT_FOUND_MESSAGE });
  const definition = await sectionDefinition(db, section, await propertiesOf(db));
  return { section, all, definition, applied: parseApplied(filter, definition) };
}

/** The catalogue calls (§7.5) and the catalogue's page calls (§7.2). */
export const catalogHandlers = defineHandlers(catalogCalls, {
  async search({ q, limit = 10 }, ctx) {
    const [{ rows, total }, all, counts] = await Promise.all([
      searchProducts(ctx.db, q, ctx.city.id, limit),
      sectionRowsOf(ctx.db),
      productCounts(ctx.db),
    ]);
    // Sections whose title holds a query word's stem (the word less its last two letters).
    const words = q
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 2)
      .map((w) => w.slice(0, Math.max(3, w.length - 2)));
    const sections = all.filter((s) => words.some((w) => s.title.toLowerCase().includes(w))).slice(0, 5);
    return {
      query: q,
      products: await toCards(ctx.db, rows),
      sections: sections.map((s) => toSectionCard(s, counts)),
      total,
    };
  },

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
    );
    if (wanted) {
      // Asked by ids: answer in the order asked.
      const order = new Map(wanted.map((id, i) => [id, i]));
      rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    }
    return {
      items: await toCards(ctx.db, rows, (page - 1) * count + 1),
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

  async section(input, ctx) {
    const { section, all, definition, applied } = await filteredSection(ctx.db, input.path, input.filter);
    const perPage = input.count ?? PER_PAGE;
    const page = input.page ?? 1;
    const sort = input.sort ?? 'popular';
    const [scan, counts] = await Promise.all([
      scanSection(ctx.db, section, definition, applied, {
        sort,
        limit: perPage,
        offset: (page - 1) * perPage,
      }),
      productCounts(ctx.db),
    ]);
    const rows = await cardRowsByIds(ctx.db, scan.pageIds, ctx.city.id);
    const found = `${scan.total} ${plural(scan.total, ['товар', 'товара', 'товаров'])}`;
    return {
      meta: pageMeta({
        title: `${section.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
        description: `${section.title}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
        canonical: buildFilterPath(section.url, applied),
        robots: applied.length > 1 ? 'noindex, follow' : 'index, follow',
      }),
      breadcrumbs: catalogBreadcrumbs(all, section),
      section: {
        id: section.id,
        code: section.code,
        title: section.title,
        url: section.url,
        description: section.description,
        depth: section.depth,
        subsections: all.filter((s) => s.parent_id === section.id).map((s) => toSectionCard(s, counts)),
      },
      products: await toCards(ctx.db, rows, (page - 1) * perPage + 1),
      pagination: { page, pageCount: Math.ceil(scan.total / perPage), perPage, total: scan.total },
      sort: { current: sort, options: SORTS.map(({ value, title }) => ({ value, title })) },
      filter: { items: scan.items, applied },
    };
  },

  async sectionFilter(input, ctx) {
    const { section, definition, applied } = await filteredSection(ctx.db, input.path, input.filter);
    const { items, total } = await scanSection(ctx.db, section, definition, applied);
    return { items, applied, total };
  },

  product: productPage,
});
