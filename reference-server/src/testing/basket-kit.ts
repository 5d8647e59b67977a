// Test support (no production code imports it): the real API in-process over a seeded database, with
// guest sessions from /users/refresh, real logins, and the seeded products the basket tests pick from.

import { basketCalls, identityCalls } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { SEED_PASSWORD } from '../seed/accounts-seed';
import { type Answer, accountKit } from './account-kit';

/** A product as the tests pick them. */
export interface TestProduct {
  id: number;
  price: number;
  old_price: number;
  is_available: boolean;
  delivery_stock: number;
  section_id: number;
  mid_id: number;
  top_id: number;
  brand_id: number;
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): { fUserId: string; role: string; sub?: string } {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The kit: `call` as the account kit's, plus sessions and products. */
export async function basketKit(db: Db, now: () => number) {
  const kit = accountKit(db, now);
  const guest = async (): Promise<string> => {
    const answer = await kit.call(identityCalls.refresh, {});
    return answer.data.accessToken;
  };
  /** Logs in with the seeded password, carrying `token` (a guest's) as the browser would. */
  const login = async (login: string, token?: string): Promise<string> => {
    const answer = await kit.call(
      identityCalls.login,
      { login, password: SEED_PASSWORD },
      token ? { token } : {},
    );
    if (answer.status !== 200)
      throw new Error(`login ${login}: ${answer.status} ${JSON.stringify(answer.errors)}`);
    return answer.data.accessToken;
  };
  /** Every product, by id. */
  const products = await db.query<TestProduct>(
    `SELECT id, price, old_price, is_available, delivery_stock, section_id, mid_id, top_id, brand_id
     FROM products ORDER BY id`,
  );
  /** Units of a product one order may take in the default city (delivery stock + its shops, ≤ 999). */
  const maxQuantity = async (id: number): Promise<number> => {
    const [row] = await db.query<{ n: number }>(
      `SELECT least(999, p.delivery_stock + coalesce((SELECT sum(st.quantity) FROM stock st JOIN shops sh
         ON sh.id = st.shop_id JOIN cities c ON c.id = sh.city_id WHERE st.product_id = p.id AND c.is_default), 0))::int AS n
       FROM products p WHERE p.id = $1`,
      [id],
    );
    return row?.n ?? 0;
  };
  /** Products on sale (`is_available`); `maxQuantity` says how many of one can be bought. */
  const buyable = products.filter((p) => p.is_available);
  const add = (token: string, productId: number, quantity?: number, extra: Record<string, string> = {}) =>
    kit.call(
      basketCalls.add,
      {
        productId: String(productId),
        ...(quantity === undefined ? {} : { quantity: String(quantity) }),
        ...extra,
      },
      { token },
    );
  const get = (token: string) => kit.call(basketCalls.get, {}, { token });
  const setPromo = (token: string, promoCode: string) =>
    kit.call(basketCalls.setPromoCode, { promoCode }, { token });
  return { ...kit, guest, login, products, buyable, maxQuantity, add, get, setPromo };
}

export type { Answer };
