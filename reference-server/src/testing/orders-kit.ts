import { randomUUID } from 'node:crypto';
import { ordersCalls } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { accountKit } from './account-kit';

// What the orders tests share (PGlite and PostgreSQL alike): the account kit (the real API
// in-process, answers checked against their schemas, signed tokens) plus shoppers, baskets and stock
// set straight in the tables, and the checkout form.

/** A shopper: their token and visitor id. */
export interface Shopper {
  token: string;
  fUserId: string;
  userId: number | null;
}

/** A checkout form: pickup at `shopId` (or courier to `address` when absent), paid by card on receipt. */
export function checkoutForm(version: string, choice: { shopId?: number; address?: string } = {}): FormData {
  const form = new FormData();
  if (choice.shopId !== undefined) {
    form.set('deliveryType', 'pickup');
    form.set('shopId', String(choice.shopId));
  } else {
    form.set('deliveryType', 'courier');
    form.set('address', choice.address ?? 'ул. Ленина, д. 1, кв. 2');
  }
  form.set('paySystem', 'card');
  form.set('name', 'Анна');
  form.set('phone', '+7 (911) 222-33-44');
  form.set('basketVersion', version);
  return form;
}

/** The API over `db` and helpers to shop on it. */
export function ordersKit(
  db: Db,
  now: () => number,
  options: { trustProxy?: boolean; logError?: (line: string) => void } = {},
) {
  const kit = accountKit(db, now, {
    trustProxy: options.trustProxy ?? false,
    ...(options.logError ? { logError: options.logError } : {}),
  });
  const { call, callWithForm, raw } = kit;

  /** A new guest with their own fUserId. */
  const guest = async (): Promise<Shopper> => {
    const fUserId = randomUUID();
    return { token: await kit.guestToken(fUserId), fUserId, userId: null };
  };

  /** A seeded account, logged in (a guest's month of validity, so moving the clock keeps it). */
  const user = async (id: number): Promise<Shopper> => {
    const [row] = await db.query<{ f_user_id: string; groups: string[] }>(
      'SELECT f_user_id, groups FROM users WHERE id = $1',
      [id],
    );
    if (!row) throw new Error(`No user ${id}`);
    return {
      token: await kit.sign({ role: 'authorized', groups: row.groups, fUserId: row.f_user_id, userId: id }),
      fUserId: row.f_user_id,
      userId: id,
    };
  };

  /** Puts lines straight into the visitor's basket. */
  const fillBasket = async (fUserId: string, lines: Array<{ id: number; quantity: number }>) => {
    for (const line of lines)
      await db.query(
        `INSERT INTO basket_lines (f_user_id, product_id, quantity) VALUES ($1, $2, $3)
         ON CONFLICT (f_user_id, product_id) DO UPDATE SET quantity = excluded.quantity`,
        [fUserId, line.id, line.quantity],
      );
  };

  /** The default city's first open shop. */
  const firstShop = async () => {
    const [row] = await db.query<{ id: number; city_id: number; address: string }>(
      `SELECT s.id, s.city_id, s.address FROM shops s JOIN cities c ON c.id = s.city_id
       WHERE c.is_default AND s.opened ORDER BY s.id LIMIT 1`,
    );
    if (!row) throw new Error('No shop in the default city');
    return row;
  };

  /**
   * An available product with exactly `delivery` units in the warehouse and `shop` units in
   * `shopId` (none elsewhere), at `price` roubles; `skip` products are passed over first.
   */
  const stockedProduct = async (options: {
    delivery: number;
    shop?: number;
    shopId?: number;
    price?: number;
    skip?: number;
  }) => {
    const [row] = await db.query<{ id: number; title: string; price: number }>(
      `SELECT id, title, price FROM products WHERE is_available ORDER BY id OFFSET $1 LIMIT 1`,
      [options.skip ?? 0],
    );
    if (!row) throw new Error('No product');
    await db.query(
      'UPDATE products SET delivery_stock = $2, price = coalesce($3, price), old_price = 0 WHERE id = $1',
      [row.id, options.delivery, options.price ?? null],
    );
    await db.query('DELETE FROM stock WHERE product_id = $1', [row.id]);
    if (options.shopId !== undefined && (options.shop ?? 0) > 0)
      await db.query('INSERT INTO stock (product_id, shop_id, quantity) VALUES ($1, $2, $3)', [
        row.id,
        options.shopId,
        options.shop ?? 0,
      ]);
    return { id: row.id, title: row.title, price: options.price ?? row.price };
  };

  /** The basket's version as the checkout page shows it. */
  const basketVersion = async (shopper: Shopper): Promise<string> => {
    const page = await call(ordersCalls.makePage, {}, { token: shopper.token });
    if (page.status !== 200) throw new Error(`make page: ${page.status} ${JSON.stringify(page.errors)}`);
    return page.data.basket.version as string;
  };

  /** How many units are left: the warehouse's, or a shop's. */
  const stockOf = async (productId: number, shopId?: number): Promise<number> => {
    const [row] =
      shopId === undefined
        ? await db.query<{ n: number }>('SELECT delivery_stock AS n FROM products WHERE id = $1', [productId])
        : await db.query<{ n: number }>(
            'SELECT quantity AS n FROM stock WHERE product_id = $1 AND shop_id = $2',
            [productId, shopId],
          );
    return row?.n ?? 0;
  };

  const count = async (sql: string, params: Array<string | number> = []): Promise<number> => {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) q`, params);
    return row?.n ?? 0;
  };

  return {
    api: kit.api,
    guest,
    user,
    call,
    callWithForm,
    raw,
    fillBasket,
    firstShop,
    stockedProduct,
    basketVersion,
    checkoutForm,
    stockOf,
    count,
  };
}

/** A fresh Idempotency-Key. */
export function newKey(): string {
  return randomUUID();
}
