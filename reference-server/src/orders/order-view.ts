import type { DeliveryType, Order, OrderStatus, PaymentStatus, PaySystemCode } from '@verstak/sdk/contract';
import { roublesOf } from '../basket/money';
import type { Db } from '../db/database';
import { productPictureUrl } from '../images/picture-urls';
import { isFinished, STATUS_TITLES } from './order-statuses';
import { ONLINE_PAY_SYSTEMS, PAY_SYSTEM_TITLES } from './pay-systems';

// An order as the contract shows it (§3 Order), read from its row, its lines and its shop.

/** A row of `orders` with what the view joins to it. */
interface OrderRow {
  id: number;
  number: string;
  account_number: string;
  created: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  pay_system: PaySystemCode;
  delivery_type: DeliveryType;
  shop_id: number | null;
  shop_address: string | null;
  address: string;
  delivery_date: string;
  delivery_time: string;
  goods_kopecks: number;
  delivery_kopecks: number;
  promo_code: string;
  promo_kopecks: number;
  bonuses_spent: number;
  total_kopecks: number;
  paid_kopecks: number;
  name: string;
  phone: string;
  email: string;
  comment: string;
  is_fast: boolean;
  change_requested: boolean;
  cancel_reason: string | null;
  cancel_description: string;
  first_name: string | null;
}

interface LineRow {
  order_id: number;
  product_id: number;
  code: string;
  title: string;
  quantity: number;
  price_kopecks: number;
  top_id: number;
  short_title: string;
  measure: string;
}

const ORDER_SELECT = `SELECT o.id, o.number, o.account_number,
    to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created,
    o.status, o.payment_status, o.pay_system, o.delivery_type, o.shop_id, s.address AS shop_address,
    o.address, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date, o.delivery_time,
    o.goods_kopecks, o.delivery_kopecks, o.promo_code, o.promo_kopecks, o.bonuses_spent,
    o.total_kopecks, o.paid_kopecks, o.name, o.phone, o.email, o.comment, o.is_fast,
    o.change_requested, r.title AS cancel_reason, o.cancel_description, u.first_name
  FROM orders o
  LEFT JOIN shops s ON s.id = o.shop_id
  LEFT JOIN order_cancel_reasons r ON r.id = o.cancel_reason_id
  LEFT JOIN users u ON u.id = o.user_id`;

function toOrder(row: OrderRow, lines: LineRow[]): Order {
  const total = row.total_kopecks;
  const paid = row.paid_kopecks;
  const finished = isFinished(row.status);
  const isPaid = row.payment_status === 'paid';
  return {
    id: row.id,
    number: row.number,
    accountNumber: row.account_number,
    created: row.created,
    orderSum: roublesOf(row.goods_kopecks),
    deliveryTime: row.delivery_time,
    deliveryDate: row.delivery_date,
    paymentService: { title: PAY_SYSTEM_TITLES[row.pay_system].title, code: row.pay_system },
    paymentStatus: row.payment_status,
    total: roublesOf(total),
    paid: roublesOf(paid),
    price: roublesOf(Math.max(0, total - paid)),
    isAvailablePay:
      !finished &&
      !isPaid &&
      row.payment_status !== 'refunded' &&
      total > paid &&
      ONLINE_PAY_SYSTEMS.includes(row.pay_system),
    status: row.status,
    statusTitle: STATUS_TITLES[row.status],
    isFinished: finished,
    name: row.name,
    email: row.email,
    phone: row.phone,
    deliveryService: row.delivery_type === 'courier' ? 'Курьером' : 'Самовывоз',
    deliveryCode: row.delivery_type,
    deliveryPrice: roublesOf(row.delivery_kopecks),
    address: row.delivery_type === 'pickup' ? (row.shop_address ?? row.address) : row.address,
    shopId: row.shop_id,
    products: lines.map((l) => ({
      id: l.product_id,
      code: l.code,
      title: l.title,
      url: `/product/${l.code}/`,
      previewPicture: productPictureUrl({
        id: l.product_id,
        top_id: l.top_id,
        short_title: l.short_title,
        title: l.title,
      }),
      quantity: l.quantity,
      price: roublesOf(l.price_kopecks),
      sum: roublesOf(l.price_kopecks * l.quantity),
      measure: l.measure,
    })),
    isPaid,
    coupon: roublesOf(row.promo_kopecks),
    promoCode: row.promo_code,
    bonusesSpent: row.bonuses_spent,
    comment: row.comment,
    changeRequested: row.change_requested,
    cancelReason: row.cancel_reason
      ? row.cancel_description
        ? `${row.cancel_reason}: ${row.cancel_description}`
        : row.cancel_reason
      : '',
    gift: { show: false, link: '', userFirstName: row.first_name ?? '' },
    isFast: row.is_fast,
  };
}

/** The orders of `ids` as the contract shows them, in the order of `ids`. */
export async function ordersOf(db: Db, ids: readonly number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  // One after the other: on a transaction's connection, statements cannot overlap.
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.id = ANY($1::int[])`, [ids]);
  const lines = await db.query<LineRow>(
    `SELECT l.order_id, l.product_id, l.code, l.title, l.quantity, l.price_kopecks, p.top_id,
       p.short_title, p.measure
     FROM order_lines l JOIN products p ON p.id = l.product_id
     WHERE l.order_id = ANY($1::int[]) ORDER BY l.order_id, l.sort`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toOrder(
            row,
            lines.filter((l) => l.order_id === id),
          ),
        ]
      : [];
  });
}

/** One order as the contract shows it, or null when there is none with that id. */
export async function orderOf(db: Db, id: number): Promise<Order | null> {
  return (await ordersOf(db, [id]))[0] ?? null;
}
