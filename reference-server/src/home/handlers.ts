import {
  buildFilterPath,
  formatPrice,
  homeCalls,
  type MainPageData,
  pagesCalls,
  plural,
} from '@verstak/sdk/contract';
import { recordView } from '../account/viewed-products';
import { cardRowsByIds, toCards } from '../catalog/product-cards';
import { availableProductRows, PER_PAGE, productRowByCode, stockInCity } from '../catalog/product-queries';
import { SORTS } from '../catalog/product-sorts';
import { formatPropertyValue, propertiesOf } from '../catalog/properties';
import { scanSection } from '../catalog/scan-section';
import { parseApplied, sectionDefinition } from '../catalog/section-filter';
import { catalogBreadcrumbs, productCounts, sectionRowsOf, toSectionCard } from '../catalog/sections';
import type { CityRow } from '../cities/city-rows';
import { defineHandlers } from '../context/define-handlers';
import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { brandPictureUrl, productPictureUrl, slidePictureUrl } from '../images/picture-urls';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { slideRows, topBrandRows } from './home-queries';
import { popularCategories } from './popular-categories';

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

/**
 * The home page of a city, once per database and city (keyed by the cities memo's own row): only
 * catalogue writes change it, and they make every per-database memo forget (`db/per-database.ts`).
 */
const mainPageOf = perDatabaseKeyed(async (db: Db, city: CityRow): Promise<MainPageData> => {
  const [slides, brands, categories, hits, novelties] = await Promise.all([
    slideRows(db),
    topBrandRows(db, 12),
    popularCategories(db, 8),
    availableProductRows(db, 'popularity', city.id, 12).then((rows) => toCards(db, rows)),
    availableProductRows(db, 'novelty', city.id, 12).then((rows) => toCards(db, rows)),
  ]);
  return {
    meta: pageMeta({
      title: `${STORE_NAME} — электроинструмент, бензотехника и строительное оборудование ${city.name_pr}`,
      description: `Интернет-магазин ${STORE_NAME}: электро- и бензоинструмент, садовая техника, оборудование и материалы. Доставка по России и самовывоз ${city.name_pr}.`,
      canonical: '/',
    }),
    slides: slides.map((s) => ({
      id: s.id,
      name: s.name,
      link: s.link,
      picture: slidePictureUrl(s),
      mobilePicture: slidePictureUrl(s, true),
      type: s.type,
      position: s.position,
      isStatic: s.is_static,
      commercial: s.erid
        ? { erid: s.erid, advertiserName: 'ООО «Верстак»', advertiserData: 'ИНН 7600000000' }
        : null,
    })),
    popularCategories: categories,
    hits,
    novelties,
    brands: brands.map((b) => ({
      id: b.id,
      title: b.title,
      code: b.code,
      url: `/brands/${b.code}/`,
      picture: brandPictureUrl(b),
    })),
  };
});

/** The home page (§7.2, §2.1). */
export const homeHandlers = defineHandlers(homeCalls, {
  async main(_input, ctx) {
    return mainPageOf(ctx.db, ctx.city);
  },
});

/** The page data calls of the catalogue (§7.2). */
export const pagesHandlers = defineHandlers(pagesCalls, {
  async catalog(_input, ctx) {
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

  async product({ code }, ctx) {
    const row = await productRowByCode(ctx.db, code, ctx.city.id);
    if (!row) throw new HttpError(404, 'product_not_found', { common: NOT_FOUND_MESSAGE });
    // A logged-in shopper's view goes to their history (§2.3 history/), alongside the page's reads.
    const userId = ctx.session?.role === 'authorized' ? ctx.session.userId : null;
    const [properties, [card], stock, all] = await Promise.all([
      propertiesOf(ctx.db),
      toCards(ctx.db, [row]),
      stockInCity(ctx.db, row.id, ctx.city.id),
      sectionRowsOf(ctx.db),
      userId === null ? null : recordView(ctx.db, userId, row.id, ctx.clock.now()),
    ]);
    if (!card) throw new Error('A product card could not be built');
    const section = all.find((s) => s.id === row.section_id) ?? null;
    const specification = [...properties.values()]
      .filter((p) => row.props[p.code] !== undefined)
      .map((p) => ({ code: p.code, title: p.title, value: formatPropertyValue(p, row.props[p.code]) }));
    return {
      meta: pageMeta({
        title: `${row.title} — купить ${ctx.city.name_pr}, цена ${formatPrice(row.price)} | ${STORE_NAME}`,
        description: `${row.title} по цене ${formatPrice(row.price)}: характеристики, наличие в магазинах, доставка ${ctx.city.name_pr}.`,
        canonical: card.url,
        image: card.previewPicture,
      }),
      breadcrumbs: catalogBreadcrumbs(all, section, { title: row.title, url: card.url }),
      product: {
        ...card,
        description: row.description.split('\n'),
        pictures: [1, 2, 3].map((n) => productPictureUrl(row, n)),
        properties: [
          { code: 'brand', title: 'Производитель', value: card.manufacturer.title },
          ...specification.filter((s) => s.code !== 'brand'),
        ],
        warrantyMonths: row.warranty_months,
        stock: stock.map((s) => ({
          shopId: s.shop_id,
          shopName: s.name,
          address: s.address,
          quantity: s.quantity,
        })),
        stockTotal: stock.reduce((n, s) => n + s.quantity, 0),
      },
    };
  },
});
