import { COMPARE_LIMIT, FAVORITES_LIMIT } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

// The favourites and the comparison are the same kind of list (§7.6): product ids a visitor keeps
// (a guest's by their fUserId, an account's by users.f_user_id), at most a limit of them (§9), in the
// order they were added. Every change answers the ids now in it.

/** A list of products a visitor keeps: the favourites or the comparison. */
export interface VisitorList {
  /** Its table: (f_user_id, product_id, sort). */
  readonly table: 'favorites' | 'compare_items';
  /** The most products it holds (§9). */
  readonly limit: number;
  /** The first key of its per-visitor advisory lock (the second is the visitor id's hash). */
  readonly lockKey: number;
  /** Newest first (the favourites: what was just liked shows first) or in the order added (the comparison). */
  readonly newestFirst: boolean;
}

/** The favourites (§4.4, §4.6). */
export const FAVORITES_LIST: VisitorList = {
  table: 'favorites',
  limit: FAVORITES_LIMIT,
  lockKey: 7_060_001,
  newestFirst: true,
};

/** The comparison (§4.5). */
export const COMPARE_LIST: VisitorList = {
  table: 'compare_items',
  limit: COMPARE_LIMIT,
  lockKey: 7_060_002,
  newestFirst: false,
};

/** The `limit` entry of the errors map the storefront shows in its tooltip (§8). */
export function limitMessage(limit: number): string {
  return `Превышен лимит (${limit})`;
}

/** The refusal of one product more than the list holds: 409 with the `limit` entry (§8). */
function limitError(list: VisitorList): HttpError {
  return new HttpError(409, 'limit', { limit: limitMessage(list.limit) }, { limit: list.limit });
}

/** The refusal of a product id the catalogue does not have. */
function productNotFound(productId: number): HttpError {
  return new HttpError(404, 'product_not_found', { common: `Товар ${productId} не найден` });
}

/**
 * Serializes the changes of one visitor's list until the transaction `tx` ends, across every process
 * on the database: two concurrent adds at 98 both count 98 otherwise, and the list ends at 100. The
 * login merge (which adds a guest's products to the account's list) takes it too.
 */
export async function lockVisitorList(tx: Db, list: VisitorList, fUserId: string): Promise<void> {
  if (!tx.inTransaction) throw new Error('lockVisitorList needs a transaction: the lock lasts until it ends');
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [list.lockKey, fUserId]);
}

/**
 * The list's order: by when each product was added (the login merge keeps the guest's moments), the
 * `sort` sequence of migration 006 breaking ties (rows added in one transaction share its moment).
 */
const order = (list: VisitorList, alias = '') =>
  list.newestFirst ? `${alias}added_at DESC, ${alias}sort DESC` : `${alias}added_at, ${alias}sort`;

/** The ids in the visitor's list, in the list's order. */
export async function listedIds(db: Db, list: VisitorList, fUserId: string): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT product_id FROM ${list.table} WHERE f_user_id = $1 ORDER BY ${order(list)}`,
    [fUserId],
  );
  return rows.map((r) => r.product_id);
}

/** A listed product and its sections: leaf, middle and top (§3: each item has a list of section ids). */
export interface ListedProduct {
  id: number;
  /** [leaf, middle, top]. */
  sections: readonly number[];
}

/** The products of the visitor's list with their sections, in the list's order. */
export async function listedProducts(db: Db, list: VisitorList, fUserId: string): Promise<ListedProduct[]> {
  const rows = await db.query<{ id: number; section_id: number; mid_id: number; top_id: number }>(
    `SELECT p.id, p.section_id, p.mid_id, p.top_id FROM ${list.table} l JOIN products p ON p.id = l.product_id
     WHERE l.f_user_id = $1 ORDER BY ${order(list, 'l.')}`,
    [fUserId],
  );
  return rows.map((r) => ({ id: r.id, sections: [r.section_id, r.mid_id, r.top_id] }));
}

/** How many products the visitor's list holds. */
export async function countListed(db: Db, list: VisitorList, fUserId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${list.table} WHERE f_user_id = $1`,
    [fUserId],
  );
  return row?.n ?? 0;
}

/**
 * Adds a product and answers the ids after it. A product already there changes nothing; an unknown
 * one is 404; one more than the limit is refused with the `limit` entry, also under concurrent adds.
 */
export async function addToList(
  db: Db,
  list: VisitorList,
  fUserId: string,
  productId: number,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockVisitorList(tx, list, fUserId);
    const [state] = await tx.query<{ known: boolean; listed: boolean; n: number }>(
      `SELECT EXISTS (SELECT 1 FROM products WHERE id = $2) AS known,
         EXISTS (SELECT 1 FROM ${list.table} WHERE f_user_id = $1 AND product_id = $2) AS listed,
         (SELECT count(*)::int FROM ${list.table} WHERE f_user_id = $1) AS n`,
      [fUserId, productId],
    );
    if (!state?.known) throw productNotFound(productId);
    if (!state.listed) {
      if (state.n >= list.limit) throw limitError(list);
      await tx.query(`INSERT INTO ${list.table} (f_user_id, product_id) VALUES ($1, $2)`, [
        fUserId,
        productId,
      ]);
    }
    return listedIds(tx, list, fUserId);
  });
}

/** Removes products (those not there are no-ops) and answers the ids after it. */
export async function removeFromList(
  db: Db,
  list: VisitorList,
  fUserId: string,
  productIds: readonly number[],
): Promise<number[]> {
  await db.query(`DELETE FROM ${list.table} WHERE f_user_id = $1 AND product_id = ANY($2::int[])`, [
    fUserId,
    productIds,
  ]);
  return listedIds(db, list, fUserId);
}

/** Removes the products of a section, at any depth (a section not there is a no-op); answers the ids after it. */
export async function removeSectionFromList(
  db: Db,
  list: VisitorList,
  fUserId: string,
  sectionId: number,
): Promise<number[]> {
  await db.query(
    `DELETE FROM ${list.table} l USING products p
     WHERE l.f_user_id = $1 AND p.id = l.product_id AND $2 IN (p.section_id, p.mid_id, p.top_id)`,
    [fUserId, sectionId],
  );
  return listedIds(db, list, fUserId);
}

/** Empties the visitor's list; answers the (empty) ids. */
export async function clearList(db: Db, list: VisitorList, fUserId: string): Promise<number[]> {
  await db.query(`DELETE FROM ${list.table} WHERE f_user_id = $1`, [fUserId]);
  return [];
}
