import type { DeliveryType, PaySystemCode } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { faultPoint } from '../http/fault-point';
import { HttpError } from '../http/http-error';
import { leftText } from './basket-changes';
import { spendBonuses } from './bonus-spending';
import { recordOrderEvent } from './order-events';
import type { AcceptedFile } from './requisites-files';
import { lockStock, takeStock } from './stock-reservations';

// Writing an order, in the caller's transaction (checkout's and the one-click orders'), in an order
// of locks every writer of these rows keeps, so that no two transactions wait on each other
// crosswise: the account's row (bonuses), the stock rows in product order, then the catalogue
// version row (the stock triggers), then the promo code's row. Money is integer kopecks decided
// before this point by the server; nothing here trusts a figure from the client.

/** A line of the order: the product and its price frozen as sold. */
export interface DraftLine {
  productId: number;
  title: string;
  code: string;
  quantity: number;
  unitKopecks: number;
  baseUnitKopecks: number;
  measure: string;
}

/** Everything an order is written from. */
export interface OrderDraft {
  fUserId: string;
  userId: number | null;
  cityId: number;
  lines: DraftLine[];
  goodsKopecks: number;
  baseKopecks: number;
  promo: { code: string; kopecks: number };
  /** Bonuses spent (whole roubles). */
  bonuses: number;
  delivery: {
    type: DeliveryType;
    shopId: number | null;
    address: string;
    date: string;
    time: string;
    kopecks: number;
  };
  paySystem: PaySystemCode;
  buyer: { name: string; phone: string; email: string; comment: string };
  organizationId: number | null;
  files: AcceptedFile[];
  isFast: boolean;
}

/** The order's total: goods less the promo code and bonuses, plus delivery. */
export function draftTotal(
  draft: Pick<OrderDraft, 'goodsKopecks' | 'promo' | 'bonuses' | 'delivery'>,
): number {
  return draft.goodsKopecks - draft.promo.kopecks - draft.bonuses * 100 + draft.delivery.kopecks;
}

/** The 409 of lines the stock cannot cover, naming each and what is left. */
export function outOfStock(messages: string[], missing: Array<{ id: number; left: number }>): HttpError {
  return new HttpError(409, 'out_of_stock', { common: messages.join('; ') }, { missing });
}

/**
 * Writes the order of `draft`: reserves its stock (409 `out_of_stock` naming what is left), spends
 * its bonuses (never below the balance), counts its promo code's use (within `max_uses`), stores its
 * lines, files and first event. Answers the new order's id and number.
 */
export async function writeOrder(tx: Db, draft: OrderDraft): Promise<{ id: number; number: string }> {
  // The account's row first (the lock order above); spendBonuses below counts on holding it.
  if (draft.bonuses > 0 && draft.userId !== null)
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [draft.userId]);
  const shopId = draft.delivery.type === 'pickup' ? draft.delivery.shopId : null;
  const wanted = [...draft.lines].sort((a, b) => a.productId - b.productId);
  const shortfalls = await lockStock(tx, wanted, shopId);
  if (shortfalls.length > 0) {
    const measure = new Map(draft.lines.map((l) => [l.productId, l.measure]));
    throw outOfStock(
      shortfalls.map(
        (s) => `${leftText(s.title, s.left, measure.get(s.productId))}${shopId ? ' в этом магазине' : ''}`,
      ),
      shortfalls.map((s) => ({ id: s.productId, left: s.left })),
    );
  }

  const [seq] = await tx.query<{ n: string }>("SELECT nextval('order_numbers')::text AS n");
  const number = `В-${seq?.n}`;
  const total = draftTotal(draft);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO orders (number, account_number, f_user_id, user_id, pay_system, delivery_type, city_id,
       shop_id, address, delivery_date, delivery_time, goods_kopecks, base_kopecks, delivery_kopecks,
       promo_code, promo_kopecks, bonuses_spent, total_kopecks, name, phone, email, comment,
       organization_id, is_fast)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
       $21, $22, $23, $24)
     RETURNING id`,
    [
      number,
      `СЧ-${seq?.n}`,
      draft.fUserId,
      draft.userId,
      draft.paySystem,
      draft.delivery.type,
      draft.cityId,
      shopId,
      draft.delivery.address,
      draft.delivery.date,
      draft.delivery.time,
      draft.goodsKopecks,
      draft.baseKopecks,
      draft.delivery.kopecks,
      draft.promo.code,
      draft.promo.kopecks,
      draft.bonuses,
      total,
      draft.buyer.name,
      draft.buyer.phone,
      draft.buyer.email,
      draft.buyer.comment,
      draft.organizationId,
      draft.isFast,
    ],
  );
  const id = row?.id as number;

  if (!(await takeStock(tx, id, wanted, shopId)))
    throw outOfStock(
      ['Товар закончился, пока оформлялся заказ'],
      wanted.map((l) => ({ id: l.productId, left: 0 })),
    );
  faultPoint('checkout:after-reserve');

  if (draft.bonuses > 0) {
    if (draft.userId === null || !(await spendBonuses(tx, draft.userId, id, draft.bonuses, number)))
      throw new HttpError(409, 'basket_changed', {
        common: `Бонусов на счёте меньше, чем ${draft.bonuses}: обновите корзину`,
      });
  }
  if (draft.promo.code !== '') {
    const counted = await tx.query(
      `UPDATE promo_codes SET used = used + 1
       WHERE code = $1 AND (max_uses IS NULL OR used < max_uses) RETURNING code`,
      [draft.promo.code],
    );
    if (counted.length === 0)
      throw new HttpError(409, 'basket_changed', {
        common: `Промокод «${draft.promo.code}» больше не действует: его использовали максимальное число раз`,
      });
  }

  await tx.query(
    `INSERT INTO order_lines (order_id, product_id, title, code, quantity, price_kopecks, base_price_kopecks, sort)
     SELECT $1, v.id, v.title, v.code, v.q, v.price, v.base, v.sort
     FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::bigint[], $7::bigint[], $8::int[])
       AS v(id, title, code, q, price, base, sort)`,
    [
      id,
      draft.lines.map((l) => l.productId),
      draft.lines.map((l) => l.title),
      draft.lines.map((l) => l.code),
      draft.lines.map((l) => l.quantity),
      draft.lines.map((l) => l.unitKopecks),
      draft.lines.map((l) => l.baseUnitKopecks),
      draft.lines.map((_, i) => i + 1),
    ],
  );
  for (const file of draft.files)
    await tx.query(
      `INSERT INTO order_files (order_id, name, mime, size, content) VALUES ($1, $2, $3, $4, decode($5, 'base64'))`,
      [id, file.name, file.mime, file.size, Buffer.from(file.content).toString('base64')],
    );
  await recordOrderEvent(tx, id, 'placed', {
    number,
    totalKopecks: total,
    lines: draft.lines.map((l) => ({ id: l.productId, quantity: l.quantity, priceKopecks: l.unitKopecks })),
    delivery: draft.delivery.type,
    shopId,
    paySystem: draft.paySystem,
    bonuses: draft.bonuses,
    promoCode: draft.promo.code,
    files: draft.files.map((f) => f.name),
    isFast: draft.isFast,
  });
  faultPoint('checkout:after-order');
  return { id, number };
}
