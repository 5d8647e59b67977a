import type { OrderStatus, PaymentStatus } from '@verstak/sdk/contract';
import { roublesOf } from '../basket/money';
import type { RequestContext } from '../context/request-context';
import { HttpError } from '../http/http-error';
import { hasAccess } from '../http/middleware/access-check';
import { recordFailure, recordSuccess, reserveAttempt, type ThrottleKey } from '../identity/throttle';
import { orderNotFound } from './order-access';
import { STATUS_TITLES } from './order-statuses';

// The order status check (§7.5 orders/status, §2.9 the 600 px modal): a number and the buyer's
// phone, both right, show the status and nothing personal. Guessing is throttled per client
// address with the login's counters (identity/throttle.ts): five misses lock the address for 15
// minutes. Staff (operator, administrators) look orders up by number alone and are not throttled,
// nor is the visitor who placed the order (it can see it anyway).

interface StatusRow {
  id: number;
  number: string;
  created: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  total_kopecks: number;
  delivery_type: 'courier' | 'pickup';
  delivery_date: string;
  delivery_time: string;
  phone: string;
  f_user_id: string;
  user_id: number | null;
}

/** The status of the order `number` for the buyer whose phone is `phone` (staff: no phone needed). */
export async function checkOrderStatus(ctx: RequestContext, number: string, phone: string | undefined) {
  // The support calls' own access: operators, and administrators, who pass every staff check.
  const staff = hasAccess('staff:operator', ctx.session);
  if (!staff && !phone) throw new HttpError(400, 'validation', { phone: 'Введите номер телефона заказа' });
  const digits = /^\s*(?:[ВB]\s*-?\s*)?(\d{1,12})\s*$/i.exec(number)?.[1];
  const [row] = digits
    ? await ctx.db.query<StatusRow>(
        `SELECT id, number, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created,
           status, payment_status, total_kopecks, delivery_type,
           to_char(delivery_date, 'YYYY-MM-DD') AS delivery_date, delivery_time, phone, f_user_id, user_id
         FROM orders WHERE number = $1`,
        [`В-${digits}`],
      )
    : [];
  // The visitor who placed the order sees it on its own page anyway, so its checks (a wrong phone
  // included) tell it nothing new and are not counted: a journey that checks its own order, many at
  // once from one CI machine, never locks the address for the shoppers behind it.
  const owner =
    row !== undefined &&
    ctx.session !== null &&
    (row.f_user_id === ctx.session.fUserId || (row.user_id !== null && row.user_id === ctx.session.userId));
  const keys: ThrottleKey[] =
    staff || owner || ctx.clientAddress === null
      ? []
      : [{ scope: 'address', key: `order-status:${ctx.clientAddress}` }];
  const now = ctx.clock.now();
  await reserveAttempt(ctx.db, keys, now);
  if (!row || (!staff && row.phone !== phone)) {
    await recordFailure(ctx.db, keys, now);
    // The same answer for a wrong number and a wrong phone: nothing says which one was right.
    throw orderNotFound(number.trim());
  }
  await recordSuccess(ctx.db, keys);
  return {
    number: row.number,
    created: row.created,
    status: row.status,
    statusTitle: STATUS_TITLES[row.status],
    paymentStatus: row.payment_status,
    isPaid: row.payment_status === 'paid',
    total: roublesOf(row.total_kopecks),
    deliveryService: row.delivery_type === 'courier' ? 'Курьером' : 'Самовывоз',
    deliveryDate: row.delivery_date,
    // A pickup order keeps the default window in its row, but it has no time to come at.
    deliveryTime: row.delivery_type === 'courier' ? row.delivery_time : '',
  };
}
