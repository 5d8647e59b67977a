import { catalogCalls } from '@verstak/sdk/contract';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { STORE_NAME } from '../page-calls/page-meta';
import { listingHandlers } from './listing-handlers';
import { newFromRankOf } from './product-cards';
import { propertiesOf } from './properties';
import { catalogueWideDefinition, sectionDefinition } from './section-filter';
import { catalogBreadcrumbs, productCounts, scopeColumn, sectionRowsOf, toSectionCard } from './sections';

// The catalogue's listings: each one its scope (which products, which filters), its breadcrumbs and
// its head; `listingHandlers` gives both calls the filter, sort, pages, SEO and the `/filter` twin.

/** A section's products, its descendants' included (§2.1 `/catalog/*`). */
const section = listingHandlers(catalogCalls, 'section', {
  async scope({ path }, ctx) {
    const all = await sectionRowsOf(ctx.db);
    const row = all.find((s) => s.url === path);
    if (!row) throw new HttpError(404, 'section_not_found', { common: NOT_FOUND_MESSAGE });
    const definition = await sectionDefinition(ctx.db, row, await propertiesOf(ctx.db));
    return {
      key: `section:${row.id}`,
      where: (sql) => `p.${scopeColumn(row.depth)} = ${sql.add(row.id)}`,
      definition,
      section: row,
      all,
    };
  },
  async page({ section, all }, ctx, found) {
    const counts = await productCounts(ctx.db);
    return {
      url: section.url,
      title: `${section.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description: `${section.title}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: catalogBreadcrumbs(all, section),
      fields: {
        section: {
          id: section.id,
          code: section.code,
          title: section.title,
          url: section.url,
          description: section.description,
          depth: section.depth,
          subsections: all.filter((s) => s.parent_id === section.id).map((s) => toSectionCard(s, counts)),
        },
      },
    };
  },
});

/** The new arrivals (§2.4 «Новинки»): the newest tenth of the catalogue, the products marked «Новинка». */
const novelties = listingHandlers(catalogCalls, 'novelties', {
  async scope(_input, ctx) {
    const [newFrom, definition] = await Promise.all([
      newFromRankOf(ctx.db),
      propertiesOf(ctx.db).then((properties) => catalogueWideDefinition(ctx.db, properties)),
    ]);
    return { key: 'novelties', where: (sql) => `p.novelty >= ${sql.add(newFrom)}`, definition };
  },
  async page(_scope, ctx, found) {
    return {
      url: '/catalog/new/',
      title: `Новинки — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description: `Новинки: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      breadcrumbs: catalogBreadcrumbs(await sectionRowsOf(ctx.db), null, {
        title: 'Новинки',
        url: '/catalog/new/',
      }),
      fields: {},
    };
  },
});

/** The handlers of every catalogue listing, page and twin, for the catalog's `defineHandlers`. */
export const catalogListingHandlers = { ...section, ...novelties };
