import type { PaySystemCode } from '@verstak/sdk/contract';
import { CREATE_PAYMENT_PATH, type CreatePaymentAnswer } from '../payment-sandbox/create-payment-sandbox';
import type { SandboxTimers } from '../payment-sandbox/notification-sender';
import { signedHeaders } from '../payment-sandbox/notification-signature';
import {
  CANCEL_PAYMENT_PATH,
  type CancelAnswer,
  REFUND_PATH,
  type RefundAnswer,
} from '../payment-sandbox/sandbox-cancel-refund';

/** How the API reaches its payment provider (`createApi({ payments })`). */
export interface PaymentsConfig {
  /** The provider's origin, e.g. the sandbox's http://localhost:3001. */
  providerUrl: string;
  /** The secret shared with the provider: notifications are signed with it, creations too. */
  secret: string;
  /** Where the provider sends its notifications: this API's `/api/v4/payments/notifications`. */
  notifyUrl: string | (() => string);
  /** How long a payment may be paid, ms; 20 minutes by default. */
  ttlMs?: number;
  /** How the provider is called; the global fetch by default. */
  fetch?: typeof fetch;
  /**
   * The timers cancels and refunds owed to the provider are retried with (payment-settler.ts); real,
   * unreferenced ones by default (tests hold them and fire retries themselves).
   */
  timers?: SandboxTimers;
}

/** A payment to create at the provider. */
export interface ProviderPaymentRequest {
  paymentId: string;
  amountKopecks: number;
  method: PaySystemCode;
  description: string;
  returnUrl: string;
  expiresAt: number;
}

/**
 * Where a payment stands at the provider after the store cancelled it: `cancelled` (its page takes
 * nothing now), `failed` (declined, nothing taken), `captured` (the money was taken first: it is owed
 * back) or `unknown` (the provider never made it).
 */
export type ProviderCancelOutcome = 'cancelled' | 'failed' | 'captured' | 'unknown';

/** Money to give back on a captured payment. `refundId` is ours: asking again never refunds twice. */
export interface ProviderRefundRequest {
  refundId: string;
  paymentId: string;
  amountKopecks: number;
}

/** The provider as the store's payments use it. */
export interface PaymentProvider {
  readonly secret: string;
  readonly ttlMs: number;
  /** Creates the payment at the provider; its id and pay page. Throws when the provider fails. */
  create(request: ProviderPaymentRequest): Promise<{ id: string; url: string }>;
  /** Closes a payment (by the store's id) so that its page takes no money; safe to repeat. Throws when the provider fails. */
  cancel(paymentId: string): Promise<ProviderCancelOutcome>;
  /** Gives money back on a captured payment; the provider's refund id. Safe to repeat. Throws when it fails. */
  refund(request: ProviderRefundRequest): Promise<{ id: string }>;
}

/** The provider failed or did not answer: the payment could not be created. */
export class ProviderUnavailableError extends Error {
  override readonly name = 'ProviderUnavailableError';
}

const DEFAULT_TTL_MS = 20 * 60 * 1000;

/** A provider speaking the sandbox's protocol (signed JSON at `/api/payments`). */
export function paymentProvider(config: PaymentsConfig, clock: { now(): number }): PaymentProvider {
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  const base = config.providerUrl.replace(/\/$/, '');
  /** A signed JSON call; the answer, whatever its status. Throws when the provider does not answer. */
  async function call(path: string, payload: unknown): Promise<Response> {
    const body = JSON.stringify(payload);
    try {
      return await send(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...signedHeaders(config.secret, clock.now(), body) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`The payment provider at ${base} did not answer: ${String(error)}`);
    }
  }
  /** The provider's refusal as an error naming its status and answer. */
  async function refused(what: string, response: Response): Promise<ProviderUnavailableError> {
    const text = await response.text().catch(() => '');
    return new ProviderUnavailableError(
      `The payment provider refused the ${what}: HTTP ${response.status} ${text}`,
    );
  }
  return {
    secret: config.secret,
    ttlMs: config.ttlMs ?? DEFAULT_TTL_MS,
    async create(request) {
      const notifyUrl = typeof config.notifyUrl === 'function' ? config.notifyUrl() : config.notifyUrl;
      const body = JSON.stringify({
        paymentId: request.paymentId,
        amount: request.amountKopecks,
        currency: 'RUB',
        method: request.method,
        description: request.description,
        returnUrl: request.returnUrl,
        notifyUrl,
        expiresAt: new Date(request.expiresAt).toISOString(),
      });
      let response: Response;
      try {
        response = await send(`${base}${CREATE_PAYMENT_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...signedHeaders(config.secret, clock.now(), body) },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new ProviderUnavailableError(
          `The payment provider at ${base} did not answer: ${String(error)}`,
        );
      }
      if (!response.ok)
        throw new ProviderUnavailableError(
          `The payment provider refused the payment: HTTP ${response.status} ${await response.text().catch(() => '')}`,
        );
      const answer = (await response.json()) as CreatePaymentAnswer;
      return { id: answer.id, url: answer.url };
    },
    async cancel(paymentId) {
      const response = await call(CANCEL_PAYMENT_PATH, { paymentId });
      if (response.status === 404) {
        await response.body?.cancel();
        return 'unknown';
      }
      if (response.status === 409) {
        const answer = (await response.json().catch(() => ({}))) as { error?: string };
        if (answer.error === 'already_captured') return 'captured';
        throw new ProviderUnavailableError(
          `The payment provider refused the cancel: ${answer.error ?? 'HTTP 409'}`,
        );
      }
      if (!response.ok) throw await refused('cancel', response);
      const { status } = (await response.json()) as CancelAnswer;
      if (status === 'cancelled' || status === 'failed') return status;
      if (status === 'succeeded') return 'captured';
      throw new ProviderUnavailableError(`The payment provider left the payment ${status} after a cancel`);
    },
    async refund(request) {
      const response = await call(REFUND_PATH, {
        refundId: request.refundId,
        paymentId: request.paymentId,
        amount: request.amountKopecks,
      });
      if (!response.ok) throw await refused('refund', response);
      const answer = (await response.json()) as RefundAnswer;
      return { id: answer.id };
    },
  };
}
