import { randomBytes, randomUUID } from 'node:crypto';
import { PAY_SYSTEM_CODES, type PaySystemCode } from '@verstak/sdk/contract';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import { cardError } from './card-check';
import type { NotificationSender } from './notification-sender';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './notification-signature';
import { messagePage, payPage, TEST_CARD_FIELDS } from './pay-page';
import { registerCancelAndRefund } from './sandbox-cancel-refund';
import type { SandboxLedger, SandboxPayment } from './sandbox-ledger';

/** The sandbox's API path where the store creates a payment (signed, JSON). */
export const CREATE_PAYMENT_PATH = '/api/payments';
/** The largest body the sandbox reads. */
const MAX_BODY = 16 * 1024;

const httpUrl = z.string().check(
  z.maxLength(2000),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL'),
);

/** What the store sends to create a payment. Amount in kopecks. */
export const createPaymentRequestSchema = z.object({
  paymentId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/)),
  amount: z.number().check(z.int(), z.positive(), z.lte(100_000_000_00)),
  currency: z.literal('RUB'),
  method: z.enum(PAY_SYSTEM_CODES),
  description: z.string().check(z.maxLength(200)),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
  /** ISO instant after which the payment cannot be decided. */
  expiresAt: z.optional(z.nullable(z.iso.datetime())),
});
/** What the store sends to create a payment. */
export type CreatePaymentRequest = z.infer<typeof createPaymentRequestSchema>;

/** What the sandbox answers a creation with. */
export interface CreatePaymentAnswer {
  id: string;
  url: string;
  status: SandboxPayment['status'];
}

/** What the sandbox app is made of. */
export interface SandboxAppDeps {
  ledger: SandboxLedger;
  sender: NotificationSender;
  secret: string;
  clock: { now(): number };
  /** The origin shoppers reach the sandbox at (pay page links). */
  publicUrl(): string;
  /** A link back to the store for pages without a payment. */
  storeOrigin: string | undefined;
}

/** The browser's way back: the store's return URL with `success=Y|N`. */
export function returnUrlOf(payment: SandboxPayment): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('success', payment.status === 'succeeded' ? 'Y' : 'N');
  return url.href;
}

function pageHeaders(nonce: string, payment: SandboxPayment | undefined): Record<string, string> {
  // The decision answers with a redirect to the store, which form-action must allow (Chrome checks it).
  const formAction = payment ? `'self' ${new URL(payment.returnUrl).origin}` : `'self'`;
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}

function methodOf(value: string | undefined, fallback: PaySystemCode): PaySystemCode {
  return (PAY_SYSTEM_CODES as readonly string[]).includes(value ?? '') ? (value as PaySystemCode) : fallback;
}

/**
 * The sandbox provider's HTTP app: `POST /api/payments` (the store, signed), `GET /pay/{id}` (the pay
 * page), `POST /pay/{id}` (the shopper's decision: the notification goes out, then the browser is sent
 * back to the store), `GET /health`.
 */
export function createPaymentSandboxApp(deps: SandboxAppDeps): Hono {
  const { ledger, sender, clock } = deps;
  const app = new Hono();
  const nonce = () => randomBytes(16).toString('base64');

  app.get('/health', (c) => c.json({ ok: true }));
  // Every body is small: counted as it streams in, so a chunked one without a length is cut off too.
  app.use(bodyLimit({ maxSize: MAX_BODY, onError: (c) => c.json({ error: 'body_too_large' }, 413) }));

  app.post(CREATE_PAYMENT_PATH, async (c) => {
    const body = await c.req.text();
    const check = verifySignature(
      deps.secret,
      {
        signature: c.req.header(SIGNATURE_HEADER) ?? null,
        timestamp: c.req.header(TIMESTAMP_HEADER) ?? null,
      },
      body,
      clock.now(),
    );
    if (check !== 'ok') return c.json({ error: check }, 401);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return c.json({ error: 'invalid_json' }, 400);
    }
    const parsed = z.safeParse(createPaymentRequestSchema, json);
    if (!parsed.success) return c.json({ error: 'validation', issues: parsed.error.issues.slice(0, 5) }, 400);
    const request = parsed.data;
    // A store retrying after a lost answer gets the payment it already made.
    const existing = ledger.byStorePaymentId(request.paymentId);
    if (existing) {
      if (existing.amountKopecks !== request.amount || existing.method !== request.method)
        return c.json({ error: 'payment_id_reused' }, 409);
      return c.json(answer(existing), 200);
    }
    const payment: SandboxPayment = {
      id: `sbx_${randomUUID().replaceAll('-', '')}`,
      storePaymentId: request.paymentId,
      amountKopecks: request.amount,
      currency: 'RUB',
      method: request.method,
      description: request.description,
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      createdAt: clock.now(),
      expiresAt: request.expiresAt ? Date.parse(request.expiresAt) : null,
      status: 'pending',
      decidedAt: null,
      notification: null,
    };
    ledger.put(payment);
    return c.json(answer(payment), 201);
  });

  registerCancelAndRefund(app, { ledger, secret: deps.secret, clock });

  function answer(payment: SandboxPayment): CreatePaymentAnswer {
    return { id: payment.id, url: `${deps.publicUrl()}/pay/${payment.id}`, status: payment.status };
  }

  const expired = (payment: SandboxPayment) =>
    payment.status === 'pending' && payment.expiresAt !== null && clock.now() > payment.expiresAt;

  function notFound(c: Context) {
    const n = nonce();
    return c.html(
      messagePage('Платёж не найден', 'Такого платежа нет в песочнице.', deps.storeOrigin ?? null, n),
      404,
      pageHeaders(n, undefined),
    );
  }

  function expiredPage(c: Context, payment: SandboxPayment) {
    const n = nonce();
    // Still pending, so the way back says success=N.
    return c.html(
      messagePage(
        'Срок оплаты истёк',
        'Вернитесь в магазин и оформите оплату заново.',
        returnUrlOf(payment),
        n,
      ),
      410,
      pageHeaders(n, payment),
    );
  }

  function cancelledPage(c: Context, payment: SandboxPayment) {
    const n = nonce();
    return c.html(
      messagePage(
        'Платёж отменён',
        'Магазин закрыл этот платёж: по заказу открыт другой или заказ отменён. Вернитесь в магазин.',
        returnUrlOf(payment),
        n,
      ),
      410,
      pageHeaders(n, payment),
    );
  }

  app.get('/pay/:id', (c) => {
    const payment = ledger.get(c.req.param('id'));
    if (!payment) return notFound(c);
    if (payment.status === 'cancelled') return cancelledPage(c, payment);
    if (payment.status !== 'pending') return c.redirect(returnUrlOf(payment), 303);
    if (expired(payment)) return expiredPage(c, payment);
    const n = nonce();
    const method = methodOf(c.req.query('method'), payment.method);
    return c.html(
      payPage({ payment, method, card: TEST_CARD_FIELDS, error: '', nonce: n }),
      200,
      pageHeaders(n, payment),
    );
  });

  app.post('/pay/:id', async (c) => {
    // Only the page itself decides: another site cannot make a shopper's browser pay or decline.
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && origin !== 'null' && new URL(origin).host !== host)
    ) {
      const n = nonce();
      return c.html(
        messagePage('Запрос отклонён', 'Оплата решается только на этой странице.', null, n),
        403,
        pageHeaders(n, undefined),
      );
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    // Read after the body, and nothing awaits between here and the decision's write below: of many
    // clicks at once (or a cancel by the store meanwhile) exactly one decides, so money is taken once.
    const payment = ledger.get(c.req.param('id'));
    if (!payment) return notFound(c);
    if (payment.status === 'cancelled') return cancelledPage(c, payment);
    // A second click (or a reload of the answer) sees the first decision.
    if (payment.status !== 'pending') return c.redirect(returnUrlOf(payment), 303);
    if (expired(payment)) return expiredPage(c, payment);
    const text = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string).slice(0, 100) : '';
    const decision = text('decision');
    const method = methodOf(text('method'), payment.method);
    if (decision !== 'success' && decision !== 'failure') {
      const n = nonce();
      const card = { number: text('number'), expiry: text('expiry'), cvc: text('cvc') };
      return c.html(
        payPage({ payment, method, card, error: 'Выберите «Оплатить» или «Отказ банка»', nonce: n }),
        400,
        pageHeaders(n, payment),
      );
    }
    if (decision === 'success' && (method === 'card' || method === 'raiff-acquiring')) {
      const card = { number: text('number'), expiry: text('expiry'), cvc: text('cvc') };
      const error = cardError(card, clock.now());
      if (error) {
        const n = nonce();
        return c.html(payPage({ payment, method, card, error, nonce: n }), 400, pageHeaders(n, payment));
      }
    }
    const decided: SandboxPayment = {
      ...payment,
      method,
      status: decision === 'success' ? 'succeeded' : 'failed',
      decidedAt: clock.now(),
      notification: {
        eventId: `evt_${randomUUID().replaceAll('-', '')}`,
        attempts: 0,
        delivered: false,
        abandoned: false,
        nextAttemptAt: clock.now(),
        lastError: '',
      },
    };
    ledger.put(decided);
    // The first attempt before the redirect, so the shopper usually lands on a paid order; a store
    // that does not take it gets the retries.
    await sender.sendNow(decided.id);
    return c.redirect(returnUrlOf(decided), 303);
  });

  app.notFound((c) => notFound(c));
  return app;
}
