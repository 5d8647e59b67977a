import { defineHandlers } from '../context/define-handlers';
import type { RequestContext } from '../context/request-context';
import { cancelOrder } from '../orders/cancel-order';
import { createPayment, visitorPayment } from './create-payment';
import { expirePayments } from './expire-payments';
import { contractStatus } from './payment-rows';

/**
 * Payments past their time are swept before any payment call reads them (at most once a minute); the
 * cancels that owes the provider go out after.
 */
async function sweep(ctx: RequestContext): Promise<number> {
  const expired = await expirePayments(ctx.db, ctx.clock.now(), (tx, orderId, description) =>
    cancelOrder(tx, orderId, { by: 'payment-expired', description }),
  );
  if (expired > 0) ctx.payments?.settler.soon();
  return expired;
}

/** The payments calls (§7.5, §4.10). */
export const paymentsHandlers = defineHandlers('payments', {
  create: async (input, ctx) => {
    await sweep(ctx);
    return createPayment(ctx, 'payments.create', {
      orderId: input.orderId,
      cancellable: input.cancellable ?? false,
    });
  },
  createOnline: async (input, ctx) => {
    await sweep(ctx);
    return createPayment(ctx, 'payments.createOnline', {
      orderId: input.orderId,
      cancellable: false,
      paySystem: input.paySystem,
    });
  },
  orderId: async (input, ctx) => {
    await sweep(ctx);
    const { payment } = await visitorPayment(ctx, input.paymentId);
    return { orderId: payment.order_id, status: contractStatus(payment.status) };
  },
  // The return from the provider maps to the order and nothing more: `success=Y` in a URL is what
  // anyone can type, so only the signed notification marks a payment paid.
  fromReturn: async (input, ctx) => {
    const { payment, number } = await visitorPayment(ctx, input.paymentId);
    return { orderId: payment.order_id, number, status: contractStatus(payment.status) };
  },
});
