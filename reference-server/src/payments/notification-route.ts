import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from '../db/database';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../payment-sandbox/notification-signature';
import { handlePaymentNotification } from './payment-notification';
import type { StorePayments } from './payment-settler';

/** The route the provider notifies (outside the contract: the shopper's client never calls it). */
export const NOTIFICATIONS_PATH = '/api/v4/payments/notifications';
/** A notification is small; anything bigger is refused unread. */
const MAX_BODY = 16 * 1024;

/**
 * Registers `POST /api/v4/payments/notifications`, the provider's signed server-to-server
 * notifications. It is another origin's server calling, with no shopper's cookie or token, so the
 * same-origin check of the contract's calls does not apply; the signature is what authenticates it.
 */
export function registerNotificationRoute(
  app: Hono,
  db: Db,
  clock: { now(): number },
  provider: StorePayments,
): void {
  // Counted as it streams in, so a chunked body without a length is cut off too.
  const limit = bodyLimit({
    maxSize: MAX_BODY,
    onError: (c) => c.json({ ok: false, code: 'too_large', error: 'The body is too large' }, 413),
  });
  app.post(NOTIFICATIONS_PATH, limit, async (c) => {
    const body = await c.req.text();
    const answer = await handlePaymentNotification(
      db,
      provider.secret,
      clock.now(),
      {
        signature: c.req.header(SIGNATURE_HEADER) ?? null,
        timestamp: c.req.header(TIMESTAMP_HEADER) ?? null,
      },
      body,
    );
    // Money owed back (a capture for a closed payment) goes to the provider after the commit.
    if (answer.body.result === 'refund_due' || answer.body.result === 'paid') provider.settler.soon();
    return c.json(answer.body, answer.status, { 'Cache-Control': 'no-store' });
  });
}
