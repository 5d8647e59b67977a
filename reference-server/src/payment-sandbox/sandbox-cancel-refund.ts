import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as z from 'zod/mini';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './notification-signature';
import type { SandboxLedger, SandboxPayment, SandboxRefund } from './sandbox-ledger';

/** Where the store cancels a payment it no longer wants paid (signed JSON `{ paymentId }`). */
export const CANCEL_PAYMENT_PATH = '/api/payments/cancel';
/** Where the store gives money back on a captured payment (signed JSON `{ refundId, paymentId, amount }`). */
export const REFUND_PATH = '/api/refunds';

const storeId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/));
const cancelSchema = z.object({ paymentId: storeId });
const refundSchema = z.object({
  refundId: storeId,
  paymentId: storeId,
  amount: z.number().check(z.int(), z.positive(), z.lte(100_000_000_00)),
});

/** What the sandbox answers a cancel: where the payment stands now. */
export interface CancelAnswer {
  status: SandboxPayment['status'];
}

/** What the sandbox answers a refund. */
export interface RefundAnswer {
  id: string;
  status: 'succeeded';
  amount: number;
}

/** What the store-facing calls need. */
export interface SandboxStoreCallsDeps {
  ledger: SandboxLedger;
  secret: string;
  clock: { now(): number };
}

/** The signed JSON body of a store's call, or the answer refusing it (401 unsigned, 400 malformed). */
async function signedBody<T>(
  c: Context,
  deps: SandboxStoreCallsDeps,
  schema: z.ZodMiniType<T>,
): Promise<{ body: T } | { refusal: Response }> {
  const text = await c.req.text();
  const check = verifySignature(
    deps.secret,
    { signature: c.req.header(SIGNATURE_HEADER) ?? null, timestamp: c.req.header(TIMESTAMP_HEADER) ?? null },
    text,
    deps.clock.now(),
  );
  if (check !== 'ok') return { refusal: c.json({ error: check }, 401) };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { refusal: c.json({ error: 'invalid_json' }, 400) };
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) return { refusal: c.json({ error: 'validation' }, 400) };
  return { body: parsed.data };
}

/**
 * The store's cancels and refunds, as a real acquirer takes them. Both are keyed by the store's ids and
 * safe to repeat: a cancel of a payment already cancelled or declined answers where it stands; a
 * payment already captured cannot be cancelled (409 `already_captured`: the store refunds it); a
 * refund asked again with the same refund id answers that refund and never gives money back twice,
 * and refunds never exceed what was captured. Every change is in the ledger before the answer.
 */
export function registerCancelAndRefund(app: Hono, deps: SandboxStoreCallsDeps): void {
  const { ledger, clock } = deps;

  app.post(CANCEL_PAYMENT_PATH, async (c) => {
    const read = await signedBody(c, deps, cancelSchema);
    if ('refusal' in read) return read.refusal;
    // Read after the body: nothing awaits between this read and the write below, so a decision on
    // the pay page cannot slip in between.
    const payment = ledger.byStorePaymentId(read.body.paymentId);
    if (!payment) return c.json({ error: 'payment_not_found' }, 404);
    if (payment.status === 'succeeded')
      return c.json({ error: 'already_captured', status: payment.status }, 409);
    if (payment.status === 'pending') {
      const cancelled: SandboxPayment = { ...payment, status: 'cancelled', decidedAt: clock.now() };
      ledger.put(cancelled);
      return c.json({ status: cancelled.status } satisfies CancelAnswer, 200);
    }
    return c.json({ status: payment.status } satisfies CancelAnswer, 200);
  });

  app.post(REFUND_PATH, async (c) => {
    const read = await signedBody(c, deps, refundSchema);
    if ('refusal' in read) return read.refusal;
    const { refundId, paymentId, amount } = read.body;
    const payment = ledger.byStorePaymentId(paymentId);
    if (!payment) return c.json({ error: 'payment_not_found' }, 404);
    const refunds = payment.refunds ?? [];
    const earlier = refunds.find((refund) => refund.storeRefundId === refundId);
    if (earlier) {
      if (earlier.amountKopecks !== amount) return c.json({ error: 'refund_id_reused' }, 409);
      return c.json(answer(earlier), 200);
    }
    if (payment.status !== 'succeeded') return c.json({ error: 'not_captured' }, 409);
    const given = refunds.reduce((sum, refund) => sum + refund.amountKopecks, 0);
    if (given + amount > payment.amountKopecks) return c.json({ error: 'exceeds_capture' }, 409);
    const refund: SandboxRefund = {
      id: `rfd_${randomUUID().replaceAll('-', '')}`,
      storeRefundId: refundId,
      amountKopecks: amount,
      at: clock.now(),
    };
    ledger.put({ ...payment, refunds: [...refunds, refund] });
    return c.json(answer(refund), 201);
  });
}

function answer(refund: SandboxRefund): RefundAnswer {
  return { id: refund.id, status: 'succeeded', amount: refund.amountKopecks };
}
