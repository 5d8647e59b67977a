import { catalogCalls } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import { HttpError, NOT_FOUND_MESSAGE } from '../http/http-error';
import { STORE_NAME } from '../page-calls/page-meta';
import { listingHandlers } from './listing-handlers';
import { newFromRankOf } from './product-cards';
import { propertiesOf } from './properties';
import { sectionDefinition } from './section-filter';
import { catalogBreadcrumbs, productCounts, scopeColumn, sectionRowsOf, toSectionCard } from './sections';
import {
  type SelectionInit,
  type SelectionScope,
  selectionBreadcrumbs,
  selectionOf,
  selectionScope,
} from './selections';

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

/** The head of a selection's page: its title and description in the city, with the count found. */
function selectionHead(name: string, ctx: RequestContext, found: string) {
  return {
    title: `${name} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
    description: `${name}: ${found} в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
  };
}

/**
 * A catalogue selection (the new arrivals, the recommended products) in one section or all (§2.1
 * `/catalog/new/*`, `/catalog/recommended/*`): Главная → Каталог → the selection → the section chain.
 */
function catalogSelection(title: string, init: (ctx: RequestContext) => Promise<SelectionInit>) {
  return {
    async scope({ path }: { path?: string | undefined }, ctx: RequestContext) {
      return selectionScope(await init(ctx), path, ctx);
    },
    async page(scope: SelectionScope, ctx: RequestContext, found: string) {
      const selection = await selectionOf(ctx.db, scope, title);
      return {
        url: selection.url,
        ...selectionHead(selection.title, ctx, found),
        breadcrumbs: selectionBreadcrumbs(scope, [
          { title: 'Главная', url: '/' },
          { title: 'Каталог', url: '/catalog/' },
          { title, url: scope.init.url },
        ]),
        fields: { selection },
      };
    },
  };
}

/** The new arrivals (§2.4 «Новинки»): the newest tenth of the catalogue, the products marked «Новинка». */
const novelties = listingHandlers(
  catalogCalls,
  'novelties',
  catalogSelection('Новинки', async (ctx) => {
    const newFrom = await newFromRankOf(ctx.db);
    return { key: 'novelties', url: '/catalog/new/', where: (sql) => `p.novelty >= ${sql.add(newFrom)}` };
  }),
);

/** The recommended products (§2.4): those the store's staff mark «Рекомендуем» (`products.is_recommended`). */
const recommended = listingHandlers(
  catalogCalls,
  'recommended',
  catalogSelection('Рекомендуем', async () => ({
    key: 'recommended',
    url: '/catalog/recommended/',
    where: () => 'p.is_recommended',
  })),
);

/** The handlers of every catalogue listing, page and twin, for the catalog's `defineHandlers`. */
export const catalogListingHandlers = { ...section, ...novelties, ...recommended };
