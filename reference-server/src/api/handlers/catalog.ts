import type { listProducts, listSections, searchCatalog } from '@verstak/sdk/contract';
import { type CardRow, cardColumns, toCards } from '../product-cards';
import { orderBy } from '../product-sorts';
import type { Handler } from '../route';
import { productCounts, sectionPicture, sectionRowsOf, toSectionCard } from '../sections';
import { SqlParams } from '../sql-params';
import { PER_PAGE } from './section-page';

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /catalog/search: Russian full-text search (stemmed) with a prefix match on titles and codes. */
export const search: Handler<typeof searchCatalog> = async ({ q, limit = 10 }, ctx) => {
  const match = `(p.search @@ websearch_to_tsquery('russian', $1) OR p.title ILIKE $2 OR p.code ILIKE $3)`;
  const params = [q, `%${likeEscape(q)}%`, `${likeEscape(q.toLowerCase())}%`];
  const [rows, totals, all, counts] = await Promise.all([
    ctx.db.query<CardRow>(
      `SELECT ${cardColumns('$4')} FROM products p WHERE ${match}
       ORDER BY p.is_available DESC, ts_rank(p.search, websearch_to_tsquery('russian', $1)) DESC, p.popularity DESC, p.id LIMIT $5`,
      [...params, ctx.city.id, limit],
    ),
    ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${match}`, params),
    sectionRowsOf(ctx.db),
    productCounts(ctx.db),
  ]);
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
    total: totals[0]?.n ?? 0,
  };
};

/** GET /catalog/sections: the tree down to `depth`, or the children of `parentId`. */
export const sections: Handler<typeof listSections> = async ({ parentId, depth = 3 }, ctx) => {
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
        picture: sectionPicture(s.id),
        productCount: counts.get(s.id) ?? 0,
      })),
  };
};

/** GET /catalog/products: products by ids (in the order asked) or by section, paged. */
export const products: Handler<typeof listProducts> = async (
  { ids, sectionId, page = 1, count = PER_PAGE, sort = 'popular' },
  ctx,
) => {
  const sql = new SqlParams();
  const conditions: string[] = [];
  if (ids) conditions.push(`p.id = ANY(${sql.add(ids.map(Number))}::int[])`);
  if (sectionId !== undefined) {
    const id = sql.add(sectionId);
    conditions.push(`(p.section_id = ${id} OR p.mid_id = ${id} OR p.top_id = ${id})`);
  }
  const where = conditions.length > 0 ? conditions.join(' AND ') : 'true';
  const [totalRow] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    sql.values,
  );
  const city = sql.add(ctx.city.id);
  const rows = await ctx.db.query<CardRow>(
    `SELECT ${cardColumns(city)} FROM products p WHERE ${where} ORDER BY ${orderBy(sort)} LIMIT ${sql.add(count)} OFFSET ${sql.add((page - 1) * count)}`,
    sql.values,
  );
  if (ids) {
    const order = new Map(ids.map((id, i) => [Number(id), i]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  const total = totalRow?.n ?? 0;
  return {
    items: await toCards(ctx.db, rows, (page - 1) * count + 1),
    pagination: { page, pageCount: Math.ceil(total / count), perPage: count, total },
  };
};
