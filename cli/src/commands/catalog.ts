import { catalogApi, formatPrice, type ProductCard, type Sort, searchApi } from '@verstak/sdk';
import { checkRangeOrder } from '../check-range-order';
import { inSection } from '../in-section';
import { CliError, type Io } from '../io';
import { listJson } from '../list-json';
import { readSectionArgument } from '../section-argument';
import { table } from '../table';

const productColumns = [
  // The id is what `basket add` takes.
  { title: 'id', value: (p: ProductCard) => String(p.id), right: true },
  { title: 'code', value: (p: ProductCard) => p.code },
  { title: 'title', value: (p: ProductCard) => p.title },
  { title: 'price', value: (p: ProductCard) => formatPrice(p.priceCurrent.current), right: true },
  { title: 'stock', value: (p: ProductCard) => p.deliveryShort },
];

/** `verstak catalog search <query>`: matching products and sections. */
export async function catalogSearch(
  client: Parameters<typeof searchApi>[0],
  query: string,
  options: { limit?: number; json?: boolean },
  io: Io,
): Promise<void> {
  const result = await searchApi(client).catalog({
    q: query,
    ...(options.limit ? { limit: options.limit } : {}),
  });
  if (options.json) {
    io.out(listJson(result.products, result.total, { query: result.query, sections: result.sections }));
    return;
  }
  io.out(
    `${result.total} products match "${result.query}"${result.products.length < result.total ? `, showing ${result.products.length}` : ''}`,
  );
  if (result.products.length > 0) io.out(table(result.products, productColumns));
  if (result.sections.length > 0)
    io.out(
      `\nSections:\n${table(result.sections, [
        { title: 'title', value: (s) => s.title },
        { title: 'url', value: (s) => s.url },
      ])}`,
    );
}

/**
 * `verstak catalog section <path>`: one page of a section, filtered and sorted. A page past the last
 * one, or a range whose lower bound is above its upper one, is an error: the API answers both with an
 * empty page, which a script would take for a section with nothing in it.
 */
export async function catalogSection(
  client: Parameters<typeof catalogApi>[0],
  path: string,
  options: { filter?: string; page?: number; sort?: Sort; json?: boolean },
  io: Io,
): Promise<void> {
  const { sectionPath, filter } = readSectionArgument(path);
  const conditions = options.filter ?? filter;
  const data = await inSection(sectionPath, () =>
    catalogApi(client).section({
      path: sectionPath,
      ...(conditions ? { filter: conditions } : {}),
      ...(options.page ? { page: options.page } : {}),
      ...(options.sort ? { sort: options.sort } : {}),
    }),
  );
  checkRangeOrder(data.filter.applied);
  const lastPage = Math.max(data.pagination.pageCount, 1);
  if (data.pagination.page > lastPage)
    throw new CliError(
      `Page ${data.pagination.page} is past the last page of ${sectionPath}: it has ${lastPage} ${lastPage === 1 ? 'page' : 'pages'} (${data.pagination.total} products)`,
      'page_out_of_range',
    );
  if (options.json) {
    io.out(
      listJson(data.products, data.pagination.total, {
        page: data.pagination.page,
        pageCount: data.pagination.pageCount,
        section: data.section,
        applied: data.filter.applied,
      }),
    );
    return;
  }
  const { page, pageCount, total } = data.pagination;
  io.out(`${data.section.title}: ${total} products, page ${page} of ${Math.max(pageCount, 1)}`);
  if (data.filter.applied.length > 0) io.out(`Filter: ${data.meta.canonical}`);
  io.out(data.products.length > 0 ? table(data.products, productColumns) : 'No products on this page.');
}
