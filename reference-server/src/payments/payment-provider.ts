import type { PaySystemCode } from '@verstak/sdk/contract';
import { CREATE_PAYMENT_PATH, type CreatePaymentAnswer } from '../payment-sandbox/create-payment-sandbox';
import { signedHeaders } from '../payment-sandbox/notification-signature';

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

/** The provider as the store's payments use it. */
export interface PaymentProvider {
  readonly secret: string;
  readonly ttlMs: number;
  /** Creates the payment at the provider; its id and pay page. Throws when the provider fails. */
  create(request: ProviderPaymentRequest): Promise<{ id: string; url: string }>;
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
  };
}
