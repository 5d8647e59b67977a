import { randomUUID } from 'node:crypto';
import { createApi } from '../create-api';
import type { Db } from '../db/database';
import { GUEST_TOKEN_SECONDS, signAccessToken } from '../users/access-token';
import { sessionKeyOf } from '../users/session-key';

// What the orders tests share (PGlite and PostgreSQL alike): the real API in-process with answers
// checked against their schemas, guest and account tokens, baskets and stock set straight in the
// tables, and the checkout form.

/** An answer: status, data and the error fields. */
export interface OrdersAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers by path
  data: any;
  errors: Record<string, string> | undefined;
  code: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: tests read details by path
  details: any;
}

/** A shopper: their token and visitor id. */
export interface Shopper {
  token: string;
  fUserId: string;
  userId: number | null;
}

/** How a call is made. */
export interface CallOptions {
  token?: string;
  form?: Record<string, string | number | undefined>;
  multipart?: FormData;
  key?: string;
  headers?: Record<string, string>;
}

/** The API over `db` and helpers to shop on it. */
export function ordersTestKit(db: Db, now: () => number, options: { trustProxy?: boolean } = {}) {
  const api = createApi({
    db,
    clock: { now },
    validateOutput: true,
    logError: () => {},
    trustProxy: options.trustProxy ?? false,
  });

  const sign = async (claims: {
    role: 'authorized' | 'unauthorized';
    groups: string[];
    fUserId: string;
    userId: number | null;
  }) =>
    signAccessToken(
      { ...claims, exp: Math.floor(now() / 1000) + GUEST_TOKEN_SECONDS },
      await sessionKeyOf(db),
    );

  /** A new guest with their own fUserId. */
  const guest = async (): Promise<Shopper> => {
    const fUserId = randomUUID();
    return {
      token: await sign({ role: 'unauthorized', groups: [], fUserId, userId: null }),
      fUserId,
      userId: null,
    };
  };

  /** A seeded account, logged in. */
  const user = async (id: number): Promise<Shopper> => {
    const [row] = await db.query<{ f_user_id: string; groups: string[] }>(
      'SELECT f_user_id, groups FROM users WHERE id = $1',
      [id],
    );
    if (!row) throw new Error(`No user ${id}`);
    return {
      token: await sign({ role: 'authorized', groups: row.groups, fUserId: row.f_user_id, userId: id }),
      fUserId: row.f_user_id,
      userId: id,
    };
  };

  const call = async (method: string, path: string, options: CallOptions = {}): Promise<OrdersAnswer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    let body: BodyInit | undefined;
    if (options.multipart) body = options.multipart;
    else if (options.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(options.form)) if (v !== undefined) params.append(k, String(v));
      body = params.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const response = await api.fetch(
      new Request(`http://api.test/api/v4${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      }),
    );
    const parsed = (await response.json()) as Omit<OrdersAnswer, 'status'>;
    return {
      status: response.status,
      data: parsed.data,
      errors: parsed.errors,
      code: parsed.code,
      details: parsed.details,
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
    const page = await call('GET', '/pages/personal/orders/make', { token: shopper.token });
    if (page.status !== 200) throw new Error(`make page: ${page.status} ${JSON.stringify(page.errors)}`);
    return page.data.basket.version as string;
  };

  /** A checkout form: pickup at `shopId` (or courier when absent), paid by card on receipt. */
  const checkoutForm = (version: string, choice: { shopId?: number; address?: string } = {}) => {
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
    api,
    guest,
    user,
    call,
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
