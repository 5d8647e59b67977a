import * as z from 'zod/mini';
import { ynField } from './account-fields';
import { defineCalls } from './call';
import { paymentSchema, paymentStatusSchema, paySystemCodeSchema } from './entities/order';
import { boundedText, intParam } from './params';

/**
 * Payments (§7.5, §4.10) through the sandbox provider. The shopper pays on the provider's page and
 * comes back; only the provider's signed server-to-server notification marks an order paid, never the
 * return query. Creating a payment takes an `Idempotency-Key`.
 */
export const paymentsCalls = defineCalls({
  create: {
    method: 'POST',
    path: '/catalog/payments/create',
    idempotent: true,
    doc: 'A payment link for an order with its own pay system; `cancellable`: an unpaid order is cancelled when the payment expires (§7.5).',
    input: z.object({ orderId: intParam(1), cancellable: z.optional(ynField) }),
    output: paymentSchema,
  },
  createOnline: {
    method: 'POST',
    path: '/catalog/payments/create-online',
    idempotent: true,
    doc: 'An online payment for an order, with the pay system chosen now (the order pay modal) (§7.5, §2.9).',
    input: z.object({ orderId: intParam(1), paySystem: z.optional(paySystemCodeSchema) }),
    output: paymentSchema,
  },
  orderId: {
    method: 'GET',
    path: '/catalog/payments/order-id',
    doc: 'The order a payment is for (§7.5).',
    input: z.object({ paymentId: boundedText(100) }),
    output: z.object({ orderId: z.number(), status: paymentStatusSchema }),
  },
  fromReturn: {
    method: 'GET',
    path: '/catalog/payments/get-orderxmlid-from-request',
    doc: "Maps the provider's return query to the order (§7.5, §4.10: the storefront then redirects to /personal/orders/{id}/?success=…); it never marks anything paid.",
    input: z.object({
      paymentId: boundedText(100),
      success: z.optional(boundedText(20)),
      signature: z.optional(boundedText(200)),
    }),
    output: z.object({ orderId: z.number(), number: z.string(), status: paymentStatusSchema }),
  },
});
