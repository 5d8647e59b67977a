import { type Breadcrumb, plural, type ReviewsPageData, type ReviewWithProduct } from '@verstak/sdk/contract';
import { brandTagByCode, brandTagUrl } from '../brands/brand-tags';
import { type BrandRow, brandsOf } from '../catalog/brands';
import { type CardRow, cardColumns, toCards } from '../catalog/product-cards';
import { catalogBreadcrumbs, type SectionRow, scopeColumn, sectionRowsOf } from '../catalog/sections';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { HttpError } from '../http/http-error';
import { productPictureUrl } from '../images/picture-urls';
import { pageMeta, STORE_NAME } from '../page-calls/page-meta';
import { catalogTagByCode, catalogTagUrl } from '../tags/catalog-tags';
import { tagScope } from '../tags/tag-selection';
import { REVIEW_COLUMNS, type ReviewRow, toReviews } from './review-queries';

// The review pages (§2.1 /otzyvy/…, §7.2 /pages/reviews…): the published reviews of a scope — the
// whole store, a section, a brand, a brand in a section — newest first, with the narrower scopes and
// their counts, and the most reviewed products of the scope.

/** A catalogue tag's selection or a brand tag's brands, as a review page's scope. */
export interface ReviewTagScope {
  kind: 'tag' | 'brandTag';
  code: string;
  title: string;
  /** The catalogue tag's section (its trail); null for a brand tag or a catalogue-wide tag. */
  section: SectionRow | null;
  /** The predicate over products `p` the tag picks. */
  where(sql: SqlParams): string;
}

/** What a review page is of. */
export interface ReviewScope {
  section: SectionRow | null;
  brand: BrandRow | null;
  tag?: ReviewTagScope | null;
}

const PER_PAGE = 10;

/** The section of a path, or 404. */
export async function sectionOfPath(db: Db, path: string): Promise<SectionRow> {
  const section = (await sectionRowsOf(db)).find((s) => s.url === path);
  if (!section) throw new HttpError(404, 'section_not_found', { common: 'Раздел не найден' });
  return section;
}

/** The brand of a code, or 404. */
export async function brandOfCode(db: Db, code: string): Promise<BrandRow> {
  const brand = [...(await brandsOf(db)).values()].find((b) => b.code === code);
  if (!brand) throw new HttpError(404, 'not_found', { common: 'Бренд не найден' });
  return brand;
}

/** A catalogue tag's selection as a review scope, or 404 (§2.1 /otzyvy/tag/{code}/). */
export async function catalogTagScope(db: Db, code: string): Promise<ReviewTagScope> {
  const tag = await catalogTagByCode(db, code);
  const scope = await tagScope(db, tag.code, tag, String(new Date(tag.updated_at).getTime()));
  return { kind: 'tag', code: tag.code, title: tag.title, section: scope.section, where: scope.where };
}

/** A brand tag's brands as a review scope, or 404 (§2.1 /otzyvy/brands/tag/{code}/). */
export async function brandTagScope(db: Db, code: string): Promise<ReviewTagScope> {
  const tag = await brandTagByCode(db, code);
  return {
    kind: 'brandTag',
    code: tag.code,
    title: tag.title,
    section: null,
    where: (sql) => `p.brand_id = ANY(${sql.add(tag.brand_ids)}::int[])`,
  };
}

/** The SQL condition on products `p` of a scope, its parameters added to `sql`. */
export function scopeCondition(scope: ReviewScope, sql: SqlParams): string {
  const parts: string[] = [];
  if (scope.section) parts.push(`p.${scopeColumn(scope.section.depth)} = ${sql.add(scope.section.id)}`);
  if (scope.brand) parts.push(`p.brand_id = ${sql.add(scope.brand.id)}`);
  if (scope.tag) parts.push(`(${scope.tag.where(sql)})`);
  return parts.length > 0 ? parts.join(' AND ') : 'true';
}

/** Review rows with their products, as the pages list them. */
export async function withProducts(
  db: Db,
  rows: readonly ReviewRow[],
  voter: string | null,
): Promise<ReviewWithProduct[]> {
  const reviews = await toReviews(db, rows, voter);
  return reviews.map((review, i) => {
    const row = rows[i] as ReviewRow;
    return {
      ...review,
      product: {
        id: row.product_id,
        title: row.product_title,
        url: `/product/${row.product_code}/`,
        previewPicture: productPictureUrl({
          id: row.product_id,
          title: row.product_title,
          short_title: row.product_short_title,
          top_id: row.product_top_id,
        }),
      },
    };
  });
}

/** The URL of a review page of a scope. */
function scopeUrl(scope: ReviewScope): string {
  if (scope.tag)
    return scope.tag.kind === 'tag'
      ? `/otzyvy/tag/${scope.tag.code}/`
      : `/otzyvy/brands/tag/${scope.tag.code}/`;
  const sectionTail = scope.section ? scope.section.url.replace(/^\/catalog\//, '') : '';
  return scope.brand ? `/otzyvy/brands/${scope.brand.code}/${sectionTail}` : `/otzyvy/${sectionTail}`;
}

/** A review page's data for a scope. */
export async function reviewScopePage(
  ctx: RequestContext,
  scope: ReviewScope,
  page: number,
  perPage = PER_PAGE,
): Promise<ReviewsPageData> {
  const db = ctx.db;
  // Each statement numbers its own parameters: the scope's first, then the statement's.
  const scoped = (tail: (sql: SqlParams) => string = () => '') => {
    const sql = new SqlParams();
    const where = scopeCondition(scope, sql);
    return { where, tail: tail(sql), values: sql.values };
  };
  const list = scoped((sql) => `LIMIT ${sql.add(perPage)} OFFSET ${sql.add((page - 1) * perPage)}`);
  const plain = scoped();
  const cards = scoped((sql) => sql.add(ctx.city.id));
  // A tag's page is not narrowed by section or brand (its address cannot say so), but a brand tag's by its brands.
  const groupSections = !scope.tag;
  const groupBrands = !scope.brand && scope.tag?.kind !== 'tag';
  // The scope's counts come from its products' review counts (`products.reviews`, the published
  // reviews, kept by refreshRating), read through the partial index of reviewed products (migration
  // 020): a few thousand rows at 100k products, not a join of every published review.
  const reviewedIn = (where: string) => `FROM products p WHERE p.reviews > 0 AND ${where}`;
  const [rows, [count], bySection, byBrand, reviewed, all, brands] = await Promise.all([
    db.query<ReviewRow>(
      list.where === 'true'
        ? `SELECT ${REVIEW_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
           WHERE r.status = 'published' ORDER BY r.created_at DESC, r.id DESC ${list.tail}`
        : // A scope's reviews through its reviewed products and the reviews' product index.
          `SELECT ${REVIEW_COLUMNS} FROM product_reviews r JOIN products p ON p.id = r.product_id
           WHERE r.status = 'published' AND r.product_id IN (SELECT p.id ${reviewedIn(list.where)})
           ORDER BY r.created_at DESC, r.id DESC ${list.tail}`,
      list.values,
    ),
    db.query<{ n: number }>(
      `SELECT coalesce(sum(p.reviews), 0)::int AS n ${reviewedIn(plain.where)}`,
      plain.values,
    ),
    groupSections
      ? db.query<{ id: number; n: number }>(
          `SELECT ${scope.section === null ? 'p.top_id' : scope.section.depth === 1 ? 'p.mid_id' : 'p.section_id'} AS id,
             sum(p.reviews)::int AS n ${reviewedIn(plain.where)} GROUP BY 1`,
          plain.values,
        )
      : [],
    groupBrands
      ? db.query<{ id: number; n: number }>(
          `SELECT p.brand_id AS id, sum(p.reviews)::int AS n ${reviewedIn(plain.where)}
           GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 24`,
          plain.values,
        )
      : [],
    // The eight most reviewed first (the partial index), then their cards' columns for those eight only.
    db.query<CardRow>(
      `SELECT ${cardColumns(cards.tail)} FROM products p
       WHERE p.id IN (SELECT p.id ${reviewedIn(cards.where)} ORDER BY p.reviews DESC, p.id LIMIT 8)
       ORDER BY p.reviews DESC, p.id`,
      cards.values,
    ),
    sectionRowsOf(db),
    brandsOf(db),
  ]);
  const total = count?.n ?? 0;
  const sectionLinks = bySection
    .map((s) => ({ row: all.find((x) => x.id === s.id), n: s.n }))
    .filter((s): s is { row: SectionRow; n: number } => s.row !== undefined && s.row.id !== scope.section?.id)
    .sort((a, b) => a.row.sort - b.row.sort)
    .map((s) => ({
      title: s.row.title,
      url: scopeUrl({ section: s.row, brand: scope.brand }),
      count: s.n,
    }));
  const brandLinks = scope.brand
    ? []
    : byBrand.flatMap((b) => {
        const brand = brands.get(b.id);
        return brand
          ? [
              {
                title: brand.title,
                // A brand tag narrows to the brand's own page.
                url: scopeUrl({ section: scope.section, brand }),
                count: b.n,
              },
            ]
          : [];
      });
  const name = [scope.tag?.title, scope.brand?.title, scope.section?.title].filter(Boolean).join(': ');
  const title = name ? `Отзывы: ${name}` : 'Отзывы покупателей';
  const url = scopeUrl(scope);
  return {
    meta: pageMeta({
      title: `${title}${page > 1 ? `, страница ${page}` : ''} | ${STORE_NAME}`,
      description: `${total} ${plural(total, ['отзыв', 'отзыва', 'отзывов'])} покупателей${name ? ` о товарах «${name}»` : ''}: оценки, достоинства и недостатки, фото.`,
      canonical: url,
      // Further pages, and a scope without a published review (any brand × section pair answers one),
      // are not for the index: a crawler would otherwise find thousands of empty pages.
      ...(page > 1 || total === 0 ? { robots: 'noindex, follow' } : {}),
    }),
    breadcrumbs: reviewBreadcrumbs(all, scope, title),
    title,
    section: scope.section
      ? { id: scope.section.id, title: scope.section.title, url: scope.section.url }
      : null,
    brand: scope.brand ? { id: scope.brand.id, title: scope.brand.title, code: scope.brand.code } : null,
    tag: scope.tag
      ? {
          kind: scope.tag.kind,
          code: scope.tag.code,
          title: scope.tag.title,
          url: scope.tag.kind === 'tag' ? catalogTagUrl(scope.tag.code) : brandTagUrl(scope.tag.code),
        }
      : null,
    sections: sectionLinks,
    brands: brandLinks,
    products: await toCards(db, reviewed),
    items: await withProducts(db, rows, ctx.session?.fUserId ?? null),
    pagination: { page, pageCount: Math.ceil(total / perPage), perPage, total },
  };
}

/** §2.4: «Отзывы» reuse the catalogue's or the brands' trail. */
function reviewBreadcrumbs(all: readonly SectionRow[], scope: ReviewScope, title: string): Breadcrumb[] {
  const root: Breadcrumb = { title: 'Отзывы', url: '/otzyvy/', sections: [], tags: [] };
  if (!scope.section && !scope.brand && !scope.tag)
    return [
      { title: 'Главная', url: '/', sections: [], tags: [] },
      { title: 'Отзывы', url: null, sections: [], tags: [] },
    ];
  if (scope.tag?.kind === 'brandTag' || scope.brand) {
    const crumbs: Breadcrumb[] = [
      { title: 'Главная', url: '/', sections: [], tags: [] },
      root,
      { title: 'Бренды', url: '/brands/', sections: [], tags: [] },
    ];
    if (scope.brand && scope.section)
      crumbs.push({
        title: scope.brand.title,
        url: `/otzyvy/brands/${scope.brand.code}/`,
        sections: [],
        tags: [],
      });
    crumbs.push({ title, url: null, sections: [], tags: [] });
    return crumbs;
  }
  // A catalogue tag's trail is its section's, then the tag's page (§2.4).
  const section = scope.section ?? scope.tag?.section ?? null;
  const crumbs = catalogBreadcrumbs(all, section).map((c) => ({
    ...c,
    url:
      c.url?.startsWith('/catalog/') && c.url !== '/catalog/'
        ? `/otzyvy/${c.url.slice('/catalog/'.length)}`
        : c.url,
  }));
  crumbs.splice(1, 1, root);
  if (scope.tag) {
    crumbs.push({ title, url: null, sections: [], tags: [] });
    return crumbs;
  }
  const last = crumbs[crumbs.length - 1];
  if (last) crumbs[crumbs.length - 1] = { ...last, url: null };
  return crumbs;
}
