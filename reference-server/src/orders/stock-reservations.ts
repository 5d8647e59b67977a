import type { Db } from '../db/database';
import type { WantedLine } from './stock-queries';

// An order's hold on stock. Checkout locks the rows it needs (in product order, so that two orders
// never wait on each other crosswise), checks them, then takes the units with conditional updates
// and records each hold in order_reservations; a cancel gives exactly those units back. Courier
// orders draw on the delivery warehouse (products.delivery_stock), pickup orders on the shop's row.
// A product's row is locked FOR NO KEY UPDATE, never FOR UPDATE: the foreign-key checks of other
// orders' lines and holds (FOR KEY SHARE) pass it, so a pickup checkout never waits on a courier one
// (docs/orders.md "Locks").

/** A line the stock cannot cover: what is left of it. */
export interface Shortfall {
  productId: number;
  title: string;
  wanted: number;
  left: number;
}

/** A line with its product's title, for the messages. */
export interface ReservedLine extends WantedLine {
  title: string;
}

/**
 * Locks the stock rows of `lines` (the warehouse's when `shopId` is null, else the shop's) until the
 * transaction ends, and answers the lines they cannot cover. A concurrent checkout of the same
 * products waits here and then sees what this one left.
 */
export async function lockStock(
  tx: Db,
  lines: readonly ReservedLine[],
  shopId: number | null,
): Promise<Shortfall[]> {
  const ids = lines.map((l) => l.productId);
  const rows =
    shopId === null
      ? await tx.query<{ id: number; left: number }>(
          'SELECT id, delivery_stock AS left FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
          [ids],
        )
      : await tx.query<{ id: number; left: number }>(
          `SELECT product_id AS id, quantity AS left FROM stock
           WHERE shop_id = $1 AND product_id = ANY($2::int[]) ORDER BY product_id FOR NO KEY UPDATE`,
          [shopId, ids],
        );
  const left = new Map(rows.map((r) => [r.id, r.left]));
  return lines
    .filter((l) => (left.get(l.productId) ?? 0) < l.quantity)
    .map((l) => ({
      productId: l.productId,
      title: l.title,
      wanted: l.quantity,
      left: left.get(l.productId) ?? 0,
    }));
}

/**
 * Takes the units of `lines` for the order, each with a conditional update that cannot go below zero,
 * and records the holds. Call after {@link lockStock} found no shortfall; answers false (and the
 * caller rolls back) if a row still could not cover its line.
 */
export async function takeStock(
  tx: Db,
  orderId: number,
  lines: readonly WantedLine[],
  shopId: number | null,
): Promise<boolean> {
  const ids = lines.map((l) => l.productId);
  const quantities = lines.map((l) => l.quantity);
  const taken =
    shopId === null
      ? await tx.query(
          `UPDATE products p SET delivery_stock = p.delivery_stock - v.q
           FROM unnest($1::int[], $2::int[]) AS v(id, q)
           WHERE p.id = v.id AND p.delivery_stock >= v.q RETURNING p.id`,
          [ids, quantities],
        )
      : await tx.query(
          `UPDATE stock s SET quantity = s.quantity - v.q
           FROM unnest($2::int[], $3::int[]) AS v(id, q)
           WHERE s.shop_id = $1 AND s.product_id = v.id AND s.quantity >= v.q RETURNING s.product_id`,
          [shopId, ids, quantities],
        );
  if (taken.length !== lines.length) return false;
  await tx.query(
    `INSERT INTO order_reservations (order_id, product_id, shop_id, quantity)
     SELECT $1, v.id, $2::int, v.q FROM unnest($3::int[], $4::int[]) AS v(id, q)`,
    [orderId, shopId, ids, quantities],
  );
  return true;
}

/** Gives back every unit the order holds and deletes its holds; answers what went back. */
export async function releaseStock(
  tx: Db,
  orderId: number,
): Promise<Array<WantedLine & { shopId: number | null }>> {
  const held = await tx.query<{ product_id: number; shop_id: number | null; quantity: number }>(
    'SELECT product_id, shop_id, quantity FROM order_reservations WHERE order_id = $1 ORDER BY product_id',
    [orderId],
  );
  if (held.length === 0) return [];
  const warehouse = held.filter((h) => h.shop_id === null);
  const shops = held.filter((h) => h.shop_id !== null);
  if (warehouse.length > 0) {
    await tx.query('SELECT id FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [
      warehouse.map((h) => h.product_id),
    ]);
    await tx.query(
      `UPDATE products p SET delivery_stock = p.delivery_stock + v.q
       FROM (SELECT id, sum(q)::int AS q FROM unnest($1::int[], $2::int[]) AS u(id, q) GROUP BY id) AS v
       WHERE p.id = v.id`,
      [warehouse.map((h) => h.product_id), warehouse.map((h) => h.quantity)],
    );
  }
  if (shops.length > 0) {
    await tx.query(
      `SELECT s.product_id FROM stock s JOIN unnest($1::int[], $2::int[]) AS v(shop, id)
         ON s.shop_id = v.shop AND s.product_id = v.id
       ORDER BY s.product_id, s.shop_id FOR NO KEY UPDATE OF s`,
      [shops.map((h) => h.shop_id as number), shops.map((h) => h.product_id)],
    );
    const given = [
      shops.map((h) => h.shop_id as number),
      shops.map((h) => h.product_id),
      shops.map((h) => h.quantity),
    ];
    // An UPDATE, not an upsert: an INSERT statement always counts as a catalogue change (migration
    // 012), an UPDATE only when a row goes from none to some. A row deleted meanwhile is made again.
    const back = await tx.query<{ shop_id: number; product_id: number }>(
      `UPDATE stock s SET quantity = s.quantity + v.q
       FROM (SELECT shop, id, sum(q)::int AS q FROM unnest($1::int[], $2::int[], $3::int[]) AS u(shop, id, q)
             GROUP BY shop, id) AS v
       WHERE s.shop_id = v.shop AND s.product_id = v.id RETURNING s.shop_id, s.product_id`,
      given,
    );
    if (back.length < new Set(shops.map((h) => `${h.shop_id}:${h.product_id}`)).size)
      await tx.query(
        `INSERT INTO stock (shop_id, product_id, quantity)
         SELECT shop, id, sum(q)::int FROM unnest($1::int[], $2::int[], $3::int[]) AS v(shop, id, q) GROUP BY shop, id
         ON CONFLICT (product_id, shop_id) DO NOTHING`,
        given,
      );
  }
  await tx.query('DELETE FROM order_reservations WHERE order_id = $1', [orderId]);
  return held.map((h) => ({ productId: h.product_id, shopId: h.shop_id, quantity: h.quantity }));
}
