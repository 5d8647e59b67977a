import { signedHeaders } from './notification-signature';
import type { SandboxLedger, SandboxPayment } from './sandbox-ledger';

/** Timers the sender waits with (tests inject their own and fire retries when they choose). */
export interface SandboxTimers {
  /** `run` resolves when the attempt it starts is over (held timers in tests wait for it). */
  setTimeout(run: () => Promise<void>, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What the sender needs. */
export interface NotificationSenderDeps {
  ledger: SandboxLedger;
  secret: string;
  clock: { now(): number };
  timers: SandboxTimers;
  fetch: typeof fetch;
  log: (message: string) => void;
}

/** The first retry waits this long; each next one twice as long, up to {@link MAX_DELAY_MS}. */
export const FIRST_RETRY_MS = 1000;
export const MAX_DELAY_MS = 5 * 60 * 1000;
/** After this many attempts (about two hours) the notification is given up (and logged). */
export const MAX_ATTEMPTS = 30;
/** How long one attempt may take. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelay(attempts: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/** The notification's body: what the store acts on. Amount in kopecks. */
export function notificationBody(payment: SandboxPayment): string {
  if (!payment.notification || payment.status === 'pending') throw new Error('Nothing decided yet');
  return JSON.stringify({
    eventId: payment.notification.eventId,
    paymentId: payment.storePaymentId,
    providerPaymentId: payment.id,
    status: payment.status,
    amount: payment.amountKopecks,
    currency: payment.currency,
    method: payment.method,
    occurredAt: new Date(payment.decidedAt ?? 0).toISOString(),
  });
}

/** Whether an answer means "try again later" rather than "never". */
function retryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 425 || status === 429;
}

/**
 * Delivers decided payments' notifications to the store: signed at each attempt (so a retry is inside
 * the store's time window), retried with exponential backoff while the store is away or failing, the
 * progress stored in the ledger so a restarted sandbox carries on ({@link resume}).
 */
export function createNotificationSender(deps: NotificationSenderDeps) {
  const { ledger, timers } = deps;
  const waiting = new Map<string, unknown>();
  const inFlight = new Map<string, Promise<void>>();
  let closed = false;

  async function attempt(id: string): Promise<void> {
    const payment = ledger.get(id);
    const notification = payment?.notification;
    if (!payment || !notification || notification.delivered || notification.abandoned) return;
    const body = notificationBody(payment);
    let outcome: 'delivered' | 'retry' | 'refused' = 'retry';
    let error = '';
    try {
      const response = await deps.fetch(payment.notifyUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...signedHeaders(deps.secret, deps.clock.now(), body),
        },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await response.body?.cancel().catch(() => undefined);
      outcome = response.ok ? 'delivered' : retryable(response.status) ? 'retry' : 'refused';
      error = response.ok ? '' : `HTTP ${response.status}`;
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const attempts = notification.attempts + 1;
    const gaveUp = outcome === 'refused' || (outcome === 'retry' && attempts >= MAX_ATTEMPTS);
    const next: SandboxPayment = {
      ...payment,
      notification: {
        ...notification,
        attempts,
        delivered: outcome === 'delivered',
        abandoned: gaveUp,
        nextAttemptAt: deps.clock.now() + retryDelay(attempts),
        lastError: error,
      },
    };
    ledger.put(next);
    if (gaveUp)
      deps.log(`Payment sandbox: the store refused the notification of ${payment.storePaymentId} (${error})`);
    else if (outcome === 'retry') schedule(next);
  }

  function run(id: string): Promise<void> {
    const running = inFlight.get(id);
    if (running) return running;
    const started = attempt(id).finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }

  function schedule(payment: SandboxPayment): void {
    if (closed || !payment.notification) return;
    const previous = waiting.get(payment.id);
    if (previous !== undefined) timers.clearTimeout(previous);
    const delay = Math.max(0, payment.notification.nextAttemptAt - deps.clock.now());
    waiting.set(
      payment.id,
      timers.setTimeout(() => {
        waiting.delete(payment.id);
        return run(payment.id).catch((error: unknown) =>
          deps.log(`Payment sandbox: a notification attempt failed: ${String(error)}`),
        );
      }, delay),
    );
  }

  return {
    /** Sends a just-decided payment's notification now; resolves after this first attempt. */
    sendNow(id: string): Promise<void> {
      return run(id);
    },
    /** Schedules every notification not yet delivered (after a restart). */
    resume(): void {
      for (const payment of ledger.all())
        if (payment.notification && !payment.notification.delivered && !payment.notification.abandoned)
          schedule(payment);
    },
    /** Stops the timers; attempts in flight finish. */
    async close(): Promise<void> {
      closed = true;
      for (const handle of waiting.values()) timers.clearTimeout(handle);
      waiting.clear();
      await Promise.allSettled(inFlight.values());
    },
  };
}

/** The sender's type. */
export type NotificationSender = ReturnType<typeof createNotificationSender>;
