import { type Estimate, MAX_LINE_QUANTITY } from '@verstak/sdk/contract';
import { cityPriceSql } from '../catalog/regional-prices';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { productPictureUrl } from '../images/picture-urls';

// A user's estimates (§3: carry a products list; §7.4 /user/estimates/): saved lists of products and
// quantities. Their prices are today's: an estimate keeps what to buy, not what it cost when saved.

/** A line of a new estimate. */
export interface EstimateLineInput {
  id: number;
  quantity: number;
}

/** The refusal of an estimate that is not the user's (another's is not there, as far as they can tell). */
function estimateNotFound(id: number): HttpError {
  return new HttpError(404, 'estimate_not_found', { common: `Смета №${id} не найдена` });
}

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The title of an estimate saved at `now` (ms) without one: «Смета от DD.MM.YYYY», the date in Moscow. */
export function defaultEstimateTitle(now: number): string {
  const day = new Date(now + MOSCOW_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `Смета от ${two(day.getUTCDate())}.${two(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}

/** Lines with each product once, in first-mention order: a repeated product's quantities add up (to the line cap). */
export function mergeLines(lines: readonly EstimateLineInput[]): EstimateLineInput[] {
  const byId = new Map<number, number>();
  for (const line of lines)
    byId.set(line.id, Math.min(MAX_LINE_QUANTITY, (byId.get(line.id) ?? 0) + line.quantity));
  return [...byId].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * Saves an estimate of the user's at `now` and answers its id. Every product must exist: an unknown
 * one is 404 naming it, and nothing is saved.
 */
export async function createEstimate(
  db: Db,
  userId: number,
  title: string,
  lines: readonly EstimateLineInput[],
  now: number,
): Promise<number> {
  const merged = mergeLines(lines);
  return db.transaction(async (tx) => {
    const ids = merged.map((l) => l.id);
    const known = new Set(
      (await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids])).map(
        (r) => r.id,
      ),
    );
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw new HttpError(404, 'product_not_found', {
        products: `${missing.length === 1 ? 'Товар' : 'Товары'} ${missing.join(', ')} не ${missing.length === 1 ? 'найден' : 'найдены'}`,
      });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO estimates (user_id, title, created_at) VALUES ($1, $2, to_timestamp($3::float8 / 1000)) RETURNING id`,
      [userId, title, now],
    );
    if (!row) throw new Error('INSERT … RETURNING answered no row');
    await tx.query(
      `INSERT INTO estimate_lines (estimate_id, product_id, quantity, sort)
       SELECT $1, line.id, line.quantity, line.sort
       FROM unnest($2::int[], $3::int[]) WITH ORDINALITY AS line(id, quantity, sort)`,
      [row.id, ids, merged.map((l) => l.quantity)],
    );
    return row.id;
  });
}

/** Removes the user's estimate; another's or a missing one is 404. */
export async function removeEstimate(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db.query('DELETE FROM estimates WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  if (rows.length === 0) throw estimateNotFound(id);
}

/** The lines of the user's estimate, in their order; another's or a missing one is 404. */
export async function estimateLinesOf(db: Db, userId: number, id: number): Promise<EstimateLineInput[]> {
  const rows = await db.query<{ owned: boolean; id: number | null; quantity: number | null }>(
    `SELECT true AS owned, l.product_id AS id, l.quantity
     FROM estimates e LEFT JOIN estimate_lines l ON l.estimate_id = e.id
     WHERE e.id = $1 AND e.user_id = $2 ORDER BY l.sort`,
    [id, userId],
  );
  if (rows.length === 0) throw estimateNotFound(id);
  return rows.flatMap((r) =>
    r.id === null || r.quantity === null ? [] : [{ id: r.id, quantity: r.quantity }],
  );
}

interface EstimateRow {
  id: number;
  title: string;
  created: string;
  product_id: number | null;
  quantity: number | null;
  code: string | null;
  product_title: string | null;
  short_title: string | null;
  top_id: number | null;
  price: number | null;
  is_available: boolean | null;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

/**
 * The user's estimates (one when `id` is given), newest first, each with its lines at today's prices
 * in city `cityId`.
 */
async function estimatesWhere(
  db: Db,
  userId: number,
  id: number | null,
  cityId: number,
): Promise<Estimate[]> {
  const rows = await db.query<EstimateRow>(
    `SELECT e.id, e.title, to_char(e.created_at AT TIME ZONE 'UTC', ${ISO}) AS created,
       l.product_id, l.quantity, p.code, p.title AS product_title, p.short_title, p.top_id,
       ${cityPriceSql('price', '$3')} AS price, p.is_available
     FROM estimates e
     LEFT JOIN estimate_lines l ON l.estimate_id = e.id
     LEFT JOIN products p ON p.id = l.product_id
     WHERE e.user_id = $1 AND ($2::int IS NULL OR e.id = $2)
     ORDER BY e.created_at DESC, e.id DESC, l.sort`,
    [userId, id, cityId],
  );
  const estimates = new Map<number, Estimate>();
  for (const row of rows) {
    let estimate = estimates.get(row.id);
    if (!estimate) {
      estimate = { id: row.id, title: row.title, created: row.created, products: [], total: 0 };
      estimates.set(row.id, estimate);
    }
    if (row.product_id === null || row.quantity === null || row.price === null) continue;
    const product = {
      id: row.product_id,
      top_id: row.top_id ?? 0,
      title: row.product_title ?? '',
      short_title: row.short_title ?? '',
    };
    estimate.products.push({
      id: row.product_id,
      title: product.title,
      url: `/product/${row.code}/`,
      previewPicture: productPictureUrl(product),
      quantity: row.quantity,
      price: row.price,
      isAvailable: row.is_available ?? false,
    });
    estimate.total += row.price * row.quantity;
  }
  return [...estimates.values()];
}

/** How many estimates the user has (§3 session fields: estimatesCount). */
export async function countEstimates(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM estimates WHERE user_id = $1', [
    userId,
  ]);
  return row?.n ?? 0;
}

/** The user's estimates, newest first, at the prices of city `cityId`. */
export function estimatesOf(db: Db, userId: number, cityId: number): Promise<Estimate[]> {
  return estimatesWhere(db, userId, null, cityId);
}

/** The user's estimate `id` at the prices of city `cityId`; another's or a missing one is 404. */
export async function estimateOf(db: Db, userId: number, id: number, cityId: number): Promise<Estimate> {
  const [estimate] = await estimatesWhere(db, userId, id, cityId);
  if (!estimate) throw estimateNotFound(id);
  return estimate;
}
