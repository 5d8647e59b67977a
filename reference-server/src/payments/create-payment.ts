import { randomUUID } from 'node:crypto';
import type { Payment, PaySystemCode } from '@verstak/sdk/contract';
import type { RequestContext } from '../context/request-context';
import type { Db } from '../db/database';
import { faultPoint } from '../http/fault-point';
import { HttpError } from '../http/http-error';
import { withIdempotency } from '../http/idempotency';
import { publicOrigin } from '../http/public-origin';
import { orderNotFound } from '../orders/order-access';
import { recordOrderEvent } from '../orders/order-events';
import { ONLINE_PAY_SYSTEMS, PAY_SYSTEM_TITLES, payReason } from '../orders/pay-systems';
import { visitorOf } from '../visitor/visitor';
import { supersedeOpenPayments } from './close-payments';
import { ownsOrder, paymentNotFound, unpayableReason } from './payment-access';
import { oweCancel, type PaymentActionReason } from './payment-actions';
import {
  contractStatus,
  insertPayment,
  openPaymentFor,
  orderForPayment,
  type PaymentRow,
  paymentById,
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

/** Why a payment closed before the provider made it is cancelled there. */
const CLOSED_REASONS: Partial<Record<PaymentRow['status'], PaymentActionReason>> = {
  superseded: 'superseded',
  expired: 'expired',
  cancelled: 'order_cancelled',
};

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
 * page, in two steps so that no transaction waits on the provider (on PGlite an open transaction
 * holds the whole database). First, in one transaction with the order locked, the payment is decided
 * and stored without its page: two requests at once make one payment, since an open payment of the
 * same amount, method and kind is handed back rather than a second one made; with an
 * `Idempotency-Key`, a repeat of the key answers that payment (`callId` names the call). A new payment
 * supersedes the order's earlier open one, which is then cancelled at the provider, so the shopper
 * never has two live pay pages for one order. Then the provider is asked for the page
 * ({@link placeAtProvider}), which a repeat, a retry after a crash or a provider that was away asks
 * again for the same payment id.
 */
export async function createPayment(
  ctx: RequestContext,
  callId: string,
  request: PaymentRequest,
): Promise<Payment> {
  const visitor = visitorOf(ctx);
  const provider = ctx.payments;
  const decided = await withIdempotency(
    ctx,
    callId,
    request,
    async (tx: Db) => {
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
      const amount = order.total_kopecks - order.paid_kopecks;
      const methodReason = payReason(paySystem, amount);
      if (methodReason) throw new HttpError(409, 'pay_system_unavailable', { paySystem: methodReason });
      if (paySystem !== order.pay_system) {
        await tx.query('UPDATE orders SET pay_system = $2, updated_at = $3 WHERE id = $1', [
          order.id,
          paySystem,
          new Date(now).toISOString(),
        ]);
        await recordOrderEvent(
          tx,
          order.id,
          'pay_system_changed',
          { from: order.pay_system, to: paySystem },
          { at: now },
        );
      }
      const open = await openPaymentFor(tx, {
        id: order.id,
        amount,
        paySystem,
        cancellable: request.cancellable,
        now,
      });
      if (open) return toPayment(open);
      const row: PaymentRow = {
        id: `pay_${randomUUID().replaceAll('-', '')}`,
        order_id: order.id,
        amount_kopecks: amount,
        pay_system: paySystem,
        status: 'pending',
        cancellable: request.cancellable,
        provider_url: '',
        provider_id: '',
        expires_at: new Date(now + provider.ttlMs),
      };
      await insertPayment(tx, { ...row, expiresAt: now + provider.ttlMs, now });
      // One live pay page per order: the earlier one is closed, here and (below) at the provider.
      await supersedeOpenPayments(tx, order.id, row.id, now);
      return toPayment(row);
    },
    { scope: visitor.fUserId },
  );
  // The earlier payment is cancelled at the provider before the new page is handed out; if the
  // provider does not answer now, the settler retries, and money that page still takes is refunded.
  await ctx.payments?.settler.settleOrder(decided.orderId);
  // As it is now: a repeat of an Idempotency-Key may name a payment closed since.
  const current = await paymentById(ctx.db, decided.id, false);
  if (!current) throw paymentNotFound();
  return current.provider_url === '' && current.status === 'pending'
    ? placeAtProvider(ctx, current.id)
    : toPayment(current);
}

/**
 * Asks the provider for the pay page of a stored payment that has none yet and keeps it, with the
 * `payment_created` event. The provider answers a payment id it knows with the payment it made, so
 * asking again (two requests at once, a retry) makes one payment there. A provider that is away
 * leaves the payment stored without a page: the request fails 503 and the next one asks again.
 */
async function placeAtProvider(ctx: RequestContext, paymentId: string): Promise<Payment> {
  const provider = ctx.payments;
  const stored = await paymentById(ctx.db, paymentId, false);
  if (!stored || !provider) throw paymentNotFound();
  if (stored.provider_url !== '' || stored.status !== 'pending') return toPayment(stored);
  const [order] = await ctx.db.query<{ number: string }>('SELECT number FROM orders WHERE id = $1', [
    stored.order_id,
  ]);
  faultPoint('payment-create:before-provider');
  const created = await provider.create({
    paymentId,
    amountKopecks: stored.amount_kopecks,
    method: stored.pay_system,
    description: `Заказ №${order?.number ?? stored.order_id}`,
    returnUrl: returnUrl(ctx, paymentId),
    expiresAt: stored.expires_at ? new Date(stored.expires_at).getTime() : ctx.clock.now() + provider.ttlMs,
  });
  faultPoint('payment-create:after-provider');
  const answer = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    // Kept whatever became of the payment meanwhile: the provider's id is what its notifications name.
    const [placed] = await tx.query<{ status: PaymentRow['status'] }>(
      `UPDATE payments SET provider_url = $2, provider_id = $3, updated_at = $4
       WHERE id = $1 AND provider_id = '' RETURNING status`,
      [paymentId, created.url, created.id, new Date(now).toISOString()],
    );
    if (placed?.status === 'pending')
      await recordOrderEvent(
        tx,
        stored.order_id,
        'payment_created',
        { paymentId, amount: stored.amount_kopecks, paySystem: stored.pay_system },
        { at: now },
      );
    // Closed while the provider made it (superseded, expired, the order cancelled): a cancel sent
    // before the provider had it found nothing there, so it is owed again.
    const reason = placed ? CLOSED_REASONS[placed.status] : undefined;
    if (reason) await oweCancel(tx, stored, reason);
    // Another request placed it first, or it was closed meanwhile (its page is not handed out): as
    // it is now.
    const current = await paymentById(tx, paymentId, false);
    if (!current) throw paymentNotFound();
    return { payment: toPayment(current), closed: reason !== undefined };
  });
  if (answer.closed) provider.settler.soon();
  return answer.payment;
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
