import type { Db } from '../db/database';
import { productPictureUrl } from '../images/picture-urls';

/** A discharged item as its page and «показать ещё» show it. */
export interface DischargedItem {
  id: number;
  title: string;
  productUrl: string | null;
  picture: string;
  reason: string;
  condition: string;
  price: number;
  oldPrice: number;
  city: string;
  shop: string;
}

interface DischargedRow {
  id: number;
  title: string;
  reason: string;
  condition: string;
  price: number;
  old_price: number;
  city: string;
  shop: string;
  product_id: number | null;
  product_code: string | null;
  product_title: string | null;
  short_title: string | null;
  top_id: number | null;
}

/** A page of discharged goods in their order, and how many there are. */
export async function dischargedGoodsPage(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: DischargedItem[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<DischargedRow>(
      `SELECT d.id, d.title, d.reason, d.condition, d.price, d.old_price, c.name AS city, sh.address AS shop,
         p.id AS product_id, p.code AS product_code, p.title AS product_title, p.short_title, p.top_id
       FROM discharged_goods d
       JOIN shops sh ON sh.id = d.shop_id JOIN cities c ON c.id = sh.city_id
       LEFT JOIN products p ON p.id = d.product_id
       ORDER BY d.sort, d.id LIMIT $1 OFFSET $2`,
      [page.limit, page.offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM discharged_goods'),
  ]);
  return {
    total: count?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      productUrl: r.product_code ? `/product/${r.product_code}/` : null,
      picture:
        r.product_id !== null && r.top_id !== null && r.short_title !== null && r.product_title !== null
          ? productPictureUrl({
              id: r.product_id,
              top_id: r.top_id,
              short_title: r.short_title,
              title: r.product_title,
            })
          : '/images/brands/verstak.svg',
      reason: r.reason,
      condition: r.condition,
      price: r.price,
      oldPrice: r.old_price,
      city: r.city,
      shop: r.shop,
    })),
  };
}

/** A discharged item's title and place by id, for the request's letter; undefined for none. */
export async function dischargedItemById(
  db: Db,
  id: number,
): Promise<{ id: number; title: string; price: number; city: string; shop: string } | undefined> {
  const [row] = await db.query<{ id: number; title: string; price: number; city: string; shop: string }>(
    `SELECT d.id, d.title, d.price, c.name AS city, sh.address AS shop
     FROM discharged_goods d JOIN shops sh ON sh.id = d.shop_id JOIN cities c ON c.id = sh.city_id WHERE d.id = $1`,
    [id],
  );
  return row;
}
