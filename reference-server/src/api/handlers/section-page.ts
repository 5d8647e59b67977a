import { buildFilterPath, type getSectionPage } from '@verstak/sdk/contract';
import { HttpError, NOT_FOUND_MESSAGE } from '../http-error';
import { pageMeta, STORE_NAME } from '../page-meta';
import { cardRowsByIds, toCards } from '../product-cards';
import { SORTS } from '../product-sorts';
import { propertiesOf } from '../properties';
import type { RequestContext } from '../request-context';
import type { Handler } from '../route';
import { scanSection } from '../scan-section';
import { parseApplied, sectionDefinition } from '../section-filter';
import {
  catalogBreadcrumbs,
  productCounts,
  type SectionRow,
  sectionRowsOf,
  toSectionCard,
} from '../sections';

/** Products per page by default. */
export const PER_PAGE = 24;

/** The section at `path`, or a 404 (§8). */
export async function sectionByPath(
  ctx: RequestContext,
  path: string,
): Promise<{ section: SectionRow; all: readonly SectionRow[] }> {
  const all = await sectionRowsOf(ctx.db);
  const section = all.find((s) => s.url === path);
  if (!section) throw new HttpError(404, 'section_not_found', { common: NOT_FOUND_MESSAGE });
  return { section, all };
}

/** GET /pages/catalog/section: the section's products filtered, sorted and paged in SQL, with facet counts. */
export const sectionPage: Handler<typeof getSectionPage> = async (input, ctx) => {
  const { section, all } = await sectionByPath(ctx, input.path);
  const properties = await propertiesOf(ctx.db);
  const definition = await sectionDefinition(ctx.db, section, properties);
  const applied = parseApplied(input.filter, definition);
  const perPage = input.count ?? PER_PAGE;
  const page = input.page ?? 1;
  const sort = input.sort ?? 'popular';

  const [scan, counts] = await Promise.all([
    scanSection(ctx.db, section, definition, applied, { sort, limit: perPage, offset: (page - 1) * perPage }),
    productCounts(ctx.db),
  ]);
  const rows = await cardRowsByIds(ctx.db, scan.pageIds, ctx.city.id);
  const canonical = buildFilterPath(section.url, applied);
  const pageCount = Math.ceil(scan.total / perPage);
  return {
    meta: pageMeta({
      title: `${section.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description: `${section.title}: ${scan.total} товаров в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
      canonical,
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
    pagination: { page, pageCount, perPage, total: scan.total },
    sort: { current: sort, options: SORTS.map(({ value, title }) => ({ value, title })) },
    filter: { items: scan.items, applied },
  };
};
