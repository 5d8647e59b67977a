import { randomUUID } from 'node:crypto';
import type { Payment, PaySystemCode } from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';
import { withIdempotency } from '../http/idempotency';
import { publicOrigin } from '../http/public-origin';
import type { RequestContext } from '../http/request-context';
import { ONLINE_PAY_SYSTEMS, PAY_SYSTEM_TITLES, payReason } from '../orders/pay-systems';
import { visitorOf } from '../visitor/visitor';
import { orderNotFound, ownsOrder, paymentNotFound, unpayableReason } from './payment-access';
import {
  addOrderEvent,
  contractStatus,
  insertPayment,
  openPaymentFor,
  orderForPayment,
  type PaymentRow,
} from './payment-rows';

/** What a payment is created for. */
export interface PaymentRequest {
  orderId: number;
  /** An unpaid order is cancelled when this payment expires. */
  cancellable: boolean;
  /** The pay system chosen now (create-online); the order's own otherwise. */
  paySystem?: PaySystemCode | undefined;
}

/** The shopper's way back from the provider (§4.10: the storefront maps it to the order). */
export function returnUrl(ctx: RequestContext, paymentId: string): string {
  return `${publicOrigin(ctx.request)}/personal/orders/?paymentId=${encodeURIComponent(paymentId)}`;
}

/** A stored payment as the contract shows it (roubles). */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: row.amount_kopecks / 100,
    status: contractStatus(row.status),
    paySystem: row.pay_system,
    url: row.provider_url,
  };
}

/**
 * Creates a payment of what is left to pay on the visitor's order at the provider and answers its pay
 * page. The order is locked meanwhile, so two requests at once make one payment: an open payment of
 * the same amount, method and kind is handed back rather than a second one made; with an
 * `Idempotency-Key`, a repeat of the key answers the first answer (`callId` names the call).
 */
export async function createPayment(
  ctx: RequestContext,
  callId: string,
  request: PaymentRequest,
): Promise<Payment> {
  const visitor = visitorOf(ctx);
  const provider = ctx.payments;
  return withIdempotency(ctx, callId, request, async (tx: Db) => {
    const order = await orderForPayment(tx, request.orderId, true);
    if (!order || !ownsOrder(visitor, order)) throw orderNotFound(request.orderId);
    const reason = unpayableReason(order);
    if (reason) throw new HttpError(409, 'order_not_payable', { common: reason });
    if (!provider)
      throw new HttpError(409, 'payments_unavailable', {
        common: 'Онлайн-оплата сейчас недоступна. Попробуйте позже.',
      });
    const now = ctx.clock.now();
    const paySystem = request.paySystem ?? order.pay_system;
    // `card` is paid on receipt (orders/pay-systems.ts): only the online methods go to the provider.
    if (!ONLINE_PAY_SYSTEMS.includes(paySystem))
      throw new HttpError(409, 'order_not_payable', {
        common: `«${PAY_SYSTEM_TITLES[paySystem].title}» — оплата при получении. Выберите способ онлайн-оплаты.`,
      });
    const methodReason = payReason(paySystem, order.total_kopecks - order.paid_kopecks);
    if (methodReason) throw new HttpError(409, 'pay_system_unavailable', { paySystem: methodReason });
    if (paySystem !== order.pay_system) {
      await tx.query('UPDATE orders SET pay_system = $2, updated_at = $3 WHERE id = $1', [
        order.id,
        paySystem,
        new Date(now).toISOString(),
      ]);
      await addOrderEvent(tx, order.id, 'pay_system_changed', { from: order.pay_system, to: paySystem }, now);
    }
    const amount = order.total_kopecks - order.paid_kopecks;
    const open = await openPaymentFor(tx, {
      id: order.id,
      amount,
      paySystem,
      cancellable: request.cancellable,
      now,
    });
    if (open) return toPayment(open);
    const id = `pay_${randomUUID().replaceAll('-', '')}`;
    const expiresAt = now + provider.ttlMs;
    const created = await provider.create({
      paymentId: id,
      amountKopecks: amount,
      method: paySystem,
      description: `Заказ №${order.number}`,
      returnUrl: returnUrl(ctx, id),
      expiresAt,
    });
    const row: PaymentRow = {
      id,
      order_id: order.id,
      amount_kopecks: amount,
      pay_system: paySystem,
      status: 'pending',
      cancellable: request.cancellable,
      provider_url: created.url,
      provider_id: created.id,
      expires_at: new Date(expiresAt),
    };
    await insertPayment(tx, { ...row, expiresAt, now });
    await addOrderEvent(tx, order.id, 'payment_created', { paymentId: id, amount, paySystem }, now);
    return toPayment(row);
  });
}

/** The visitor's payment and its order's number, or payment_not_found. Reads only. */
export async function visitorPayment(
  ctx: RequestContext,
  paymentId: string,
): Promise<{ payment: PaymentRow; number: string }> {
  const visitor = visitorOf(ctx);
  const rows = await ctx.db.query<PaymentRow & { number: string; f_user_id: string; user_id: number | null }>(
    `SELECT p.id, p.order_id, p.amount_kopecks::float8 AS amount_kopecks, p.pay_system, p.status, p.cancellable,
       p.provider_url, p.provider_id, p.expires_at, o.number, o.f_user_id, o.user_id
     FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1`,
    [paymentId],
  );
  const row = rows[0];
  if (!row || !ownsOrder(visitor, row)) throw paymentNotFound();
  return { payment: row, number: row.number };
}
