import type { Db } from '../db/database';

// What can be had of a set of lines: the delivery warehouse (products.delivery_stock) for the
// courier, and each shop's `stock` for pickup.

/** A product and how many units are wanted. */
export interface WantedLine {
  productId: number;
  quantity: number;
}

/** A shop of the city with the ids of the wanted products it lacks (or lacks enough of). */
export interface ShopStock {
  shopId: number;
  name: string;
  address: string;
  schedule: string;
  lat: number;
  lon: number;
  missing: number[];
}

/** The ids of the lines the delivery warehouse cannot cover. */
export async function missingForCourier(db: Db, lines: readonly WantedLine[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await db.query<{ id: number; delivery_stock: number }>(
    'SELECT id, delivery_stock FROM products WHERE id = ANY($1::int[])',
    [lines.map((l) => l.productId)],
  );
  const stock = new Map(rows.map((r) => [r.id, r.delivery_stock]));
  return lines.filter((l) => (stock.get(l.productId) ?? 0) < l.quantity).map((l) => l.productId);
}

/** The open shops of a city, each with the wanted products it lacks. */
export async function shopsWithStock(
  db: Db,
  cityId: number,
  lines: readonly WantedLine[],
): Promise<ShopStock[]> {
  const shops = await db.query<Omit<ShopStock, 'missing'> & { shop_id: number }>(
    `SELECT id AS shop_id, name, address, schedule, lat, lon FROM shops
     WHERE city_id = $1 AND opened ORDER BY id`,
    [cityId],
  );
  if (shops.length === 0) return [];
  const stock =
    lines.length === 0
      ? []
      : await db.query<{ shop_id: number; product_id: number; quantity: number }>(
          `SELECT shop_id, product_id, quantity FROM stock
           WHERE shop_id = ANY($1::int[]) AND product_id = ANY($2::int[])`,
          [shops.map((s) => s.shop_id), lines.map((l) => l.productId)],
        );
  const have = new Map(stock.map((r) => [`${r.shop_id}:${r.product_id}`, r.quantity]));
  return shops.map((s) => ({
    shopId: s.shop_id,
    name: s.name,
    address: s.address,
    schedule: s.schedule,
    lat: s.lat,
    lon: s.lon,
    missing: lines
      .filter((l) => (have.get(`${s.shop_id}:${l.productId}`) ?? 0) < l.quantity)
      .map((l) => l.productId),
  }));
}
