import { defineHandlers } from '../context/define-handlers';
import { HttpError } from '../http/http-error';
import { cancelOrder } from '../orders/cancel-order';
import { existingOrder } from '../orders/order-access';
import { recordOrderEvent } from '../orders/order-events';
import { cancelReasons } from '../orders/order-queries';
import { copyOrder } from './copy-order';
import { customerBasket, guestBasket } from './customer-basket';
import { findOrderRow } from './find-order-row';
import { readOrderEvents } from './order-events';
import { staffOf } from './staff-of';
import { findCustomers } from './support-customers';
import { listSupportOrders } from './support-orders';

/**
 * The support calls (ours, not the spec's; access `staff:operator`, administrators pass): orders by
 * customer and status, one order with its events, cancel and copy on the customer's behalf, and
 * customers by phone, e-mail, name or organisation, and a customer's basket. Cancel and copy act exactly as the shopper's own calls do (the
 * orders and basket modules), and each is also an `order_events` row naming the staff account.
 */
export const supportHandlers = defineHandlers('support', {
  orders: async (input, { db }) => listSupportOrders(db, input),

  order: async ({ number }, { db }) => {
    const row = await findOrderRow(db, number);
    const [order, events, reasons] = await Promise.all([
      existingOrder(db, row.id, row.number),
      readOrderEvents(db, row.id),
      cancelReasons(db),
    ]);
    return { order, userId: row.userId, events, cancelReasons: reasons };
  },

  cancel: async ({ number, reason, comment }, ctx) => {
    const { db } = ctx;
    const staff = await staffOf(db, ctx);
    const row = await findOrderRow(db, number);
    const [known] = await db.query<{ title: string }>(
      'SELECT title FROM order_cancel_reasons WHERE id = $1',
      [reason],
    );
    if (!known) throw new HttpError(400, 'validation', { reason: `There is no cancel reason ${reason}` });
    await db.transaction(async (tx) => {
      // Refuses a cancelled order (409 order_already_cancelled) and a done one (409 order_finished); gives back stock, bonuses and the promo code.
      await cancelOrder(tx, row.id, { reasonId: reason, description: comment ?? '', by: 'staff' });
      await recordOrderEvent(
        tx,
        row.id,
        'staff_cancel',
        {
          reason,
          reasonTitle: known.title,
          comment: comment ?? '',
        },
        { staff },
      );
    });
    // Its open payments are closed at the provider, a paid one's money given back.
    ctx.payments?.settler.soon();
    return { order: await existingOrder(db, row.id, row.number) };
  },

  copy: async ({ number }, ctx) => copyOrder(ctx, number),

  customers: async ({ q, page, limit }, { db }) => findCustomers(db, q, { page, limit }),

  customerBasket: async ({ id }, ctx) => customerBasket(ctx, id),

  guestBasket: async ({ phone }, ctx) => guestBasket(ctx, phone),
});
