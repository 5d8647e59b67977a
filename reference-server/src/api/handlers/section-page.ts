import { buildFilterPath, type getSectionPage, type Sort } from '@verstak/sdk/contract';
import { HttpError, NOT_FOUND_MESSAGE } from '../http-error';
import { pageMeta, STORE_NAME } from '../page-meta';
import { CARD_JOINS, type CardRow, cardColumns, toCards } from '../product-cards';
import { propertiesOf } from '../properties';
import type { RequestContext } from '../request-context';
import type { Handler } from '../route';
import { facetItems, parseApplied, sectionDefinition, whereClause } from '../section-filter';
import {
  catalogBreadcrumbs,
  childCounts,
  listSectionRows,
  type SectionRow,
  toSectionCard,
} from '../sections';
import { SqlParams } from '../sql-params';

/** Product list sort orders with their Russian titles; available products always come first. */
export const SORTS: ReadonlyArray<{ value: Sort; title: string; sql: string }> = [
  { value: 'popular', title: 'По популярности', sql: 'p.popularity DESC' },
  { value: 'price-asc', title: 'Сначала дешевле', sql: 'p.price ASC' },
  { value: 'price-desc', title: 'Сначала дороже', sql: 'p.price DESC' },
  { value: 'rating', title: 'По рейтингу', sql: 'p.rating DESC, p.reviews DESC' },
  { value: 'new', title: 'Новинки', sql: 'p.novelty DESC' },
];

/** The ORDER BY of a sort. */
export function orderBy(sort: Sort): string {
  return `p.is_available DESC, ${SORTS.find((s) => s.value === sort)?.sql ?? 'p.popularity DESC'}, p.id`;
}

/** Products per page by default. */
export const PER_PAGE = 24;

/** The section at `path`, or a 404 (§8). */
export async function sectionByPath(
  ctx: RequestContext,
  path: string,
): Promise<{ section: SectionRow; all: SectionRow[] }> {
  const all = await listSectionRows(ctx.db);
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

  const sql = new SqlParams();
  const where = whereClause(section, applied, definition, sql);
  const city = sql.add(ctx.city.id);
  const rowsQuery = ctx.db.query<CardRow>(
    `SELECT ${cardColumns(city)} FROM products p ${CARD_JOINS} WHERE ${where} ORDER BY ${orderBy(sort)} LIMIT ${sql.add(perPage)} OFFSET ${sql.add((page - 1) * perPage)}`,
    sql.values,
  );
  const [rows, facets, counts] = await Promise.all([
    rowsQuery,
    facetItems(ctx.db, section, definition, applied),
    childCounts(ctx.db, section),
  ]);
  const canonical = buildFilterPath(section.url, applied);
  const pageCount = Math.ceil(facets.total / perPage);
  return {
    meta: pageMeta({
      title: `${section.title} — купить ${ctx.city.name_pr} по выгодной цене | ${STORE_NAME}`,
      description: `${section.title}: ${facets.total} товаров в интернет-магазине ${STORE_NAME}. Доставка и самовывоз ${ctx.city.name_pr}.`,
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
    products: await toCards(ctx.db, rows, properties, (page - 1) * perPage + 1),
    pagination: { page, pageCount, perPage, total: facets.total },
    sort: { current: sort, options: SORTS.map(({ value, title }) => ({ value, title })) },
    filter: { items: facets.items, applied },
  };
};
