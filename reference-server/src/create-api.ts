import { allEndpoints, type Domain, RELEASE_VERSION, type ServerErrorCode } from '@verstak/sdk/contract';
import { Hono } from 'hono';
import { accountHandlers } from './account/handlers';
import {
  type MarketingConfig,
  marketingConfigFromEnv,
  marketingRegistration,
} from './analytics/marketing-registration';
import { baseHandlers } from './base/handlers';
import { basketHandlers } from './basket/handlers';
import { brandsHandlers } from './brands/handlers';
import { catalogHandlers } from './catalog/handlers';
import { citiesHandlers } from './cities/handlers';
import { compareHandlers } from './compare/handlers';
import { contentHandlers } from './content/handlers';
import { type AnyHandler, apiHandlers } from './context/define-handlers';
import { createRequestContext } from './context/request-context';
import type { Db } from './db/database';
import { isDatabaseUnavailable } from './db/database-unavailable';
import { productDocumentHandler } from './documents/product-documents';
import { errorsHandlers } from './errors/handlers';
import { estimatesHandlers } from './estimates/handlers';
import { favoritesHandlers } from './favorites/handlers';
import { formsHandlers } from './forms/handlers';
import { homeHandlers } from './home/handlers';
import { answerHttpError } from './http/answer-http-error';
import { demoSurfacesFromEnv, demoSurfacesRefusal, reachableFromOutside } from './http/demo-surfaces';
import { type ErrorAnswer, HttpError } from './http/http-error';
import { securityHeaders } from './http/middleware/security-headers';
import { registerCalls } from './http/register-calls';
import { identityHandlers } from './identity/handlers';
import { registerSandboxAuth } from './identity/sandbox-auth';
import { type SendLimits, sendLimitsOf } from './identity/send-limits';
import { imageHandler } from './images/images';
import { createLogWriter, processLog } from './log/log-writer';
import { createTransport, type MessageConfig, type MessageTransport } from './messages/messages';
import { registerOutboxRoute } from './messages/outbox-route';
import { ordersHandlers } from './orders/handlers';
import { paymentsHandlers } from './payments/handlers';
import { registerNotificationRoute } from './payments/notification-route';
import { type PaymentsConfig, ProviderUnavailableError, paymentProvider } from './payments/payment-provider';
import { createPaymentSettler, type StorePayments } from './payments/payment-settler';
import { promosHandlers } from './promos/handlers';
import { reviewsHandlers } from './reviews/handlers';
import { reviewPhotoHandler } from './reviews/review-photo-route';
import { searchHandlers } from './search/handlers';
import { sitemapHandler } from './seo/sitemap-route';
import { shopsHandlers } from './shops/handlers';
import { supportHandlers } from './support/handlers';
import { tagsHandlers } from './tags/handlers';

/** Every domain's handlers: the compiler checks this map against the registry's domains. */
const handlers = apiHandlers({
  base: baseHandlers,
  cities: citiesHandlers,
  home: homeHandlers,
  catalog: catalogHandlers,
  search: searchHandlers,
  brands: brandsHandlers,
  tags: tagsHandlers,
  promos: promosHandlers,
  reviews: reviewsHandlers,
  content: contentHandlers,
  shops: shopsHandlers,
  forms: formsHandlers,
  errors: errorsHandlers,
  identity: identityHandlers,
  account: accountHandlers,
  basket: basketHandlers,
  favorites: favoritesHandlers,
  compare: compareHandlers,
  orders: ordersHandlers,
  payments: paymentsHandlers,
  estimates: estimatesHandlers,
  support: supportHandlers,
});

/** Options of {@link createApi}. */
export interface ApiOptions {
  db: Db;
  /** The clock that stamps city versions and checks token expiry; real time by default. */
  clock?: { now(): number };
  /** Check every answer against its output schema (tests turn it on). */
  validateOutput?: boolean;
  /**
   * Where the API's log lines go: one line per fault, described without values or personal data
   * (log/describe-error.ts), a line repeated within 10 s of the clock summarised with its count;
   * standard error by default.
   */
  logError?: (line: string) => void;
  /**
   * How SMS and e-mail leave (messages/messages.ts): the outbox table by default; the process entry
   * points read `MESSAGE_TRANSPORT` with `messageConfigFromEnv`. With the outbox and the demo
   * surfaces on, `GET /api/v4/dev/outbox` shows local clients what was sent.
   */
  messages?: MessageConfig;
  /**
   * Take the client's address (login throttling) from the first `X-Forwarded-For` hop: only behind
   * a proxy that sets it. `TRUST_PROXY=1` by default.
   */
  trustProxy?: boolean;
  /**
   * The payment provider (the sandbox, payment-sandbox/): where payments are created and whose signed
   * notifications `POST /api/v4/payments/notifications` takes. Without it, creating a payment is a 409
   * `payments_unavailable` and the notification route does not exist.
   */
  payments?: PaymentsConfig;
  /**
   * How many codes and notices (SMS, e-mail) may be sent per recipient, per client address and over
   * the whole store each hour (identity/send-limits.ts); the defaults suit a store of a few thousand
   * orders a day.
   */
  sendLimits?: Partial<SendLimits>;
  /**
   * The demo surfaces (http/demo-surfaces.ts): the outbox route and the external login sandbox, for
   * local clients of a local store only. By default as `DEMO_SURFACES` says (`demoSurfacesFromEnv`:
   * on for a local store), and off behind a trusted proxy; `true` on a store reachable from outside
   * (a non-local `PUBLIC_ORIGIN`, `TRUST_PROXY`) throws.
   */
  demoSurfaces?: boolean;
  /**
   * Where a successful registration goes to the marketing tool (analytics/marketing-registration.ts):
   * by default as `MINDBOX_ENDPOINT_ID` and `MINDBOX_SECRET_KEY` say; without a key, a sandbox that
   * keeps it in the dev outbox on a local store (demo surfaces on), and nothing elsewhere.
   */
  marketing?: MarketingConfig;
  /** The store's lifetime: abort it before closing `db`, and the payment settler stops with it. */
  signal?: AbortSignal;
}

/** The /api/v4 application and the /images pictures, as a Hono app (its `fetch` is a Web handler). */
export function createApi(options: ApiOptions): Hono {
  const { db } = options;
  const clock = options.clock ?? { now: () => Date.now() };
  const log = options.logError ? createLogWriter({ write: options.logError, clock }) : processLog;
  const messages: MessageTransport = createTransport(options.messages ?? { transport: 'outbox' }, db, clock);
  const trustProxy = options.trustProxy ?? process.env.TRUST_PROXY === '1';
  const provider = options.payments ? paymentProvider(options.payments, clock) : null;
  const payments: StorePayments | null = provider
    ? {
        ...provider,
        settler: createPaymentSettler({
          db,
          provider,
          clock,
          timers: options.payments?.timers,
          logError: (error) => log.error(error, 'payment settler'),
          signal: options.signal,
        }),
      }
    : null;
  // Cancels and refunds owed before this process started (another one died, or this one restarted).
  payments?.settler.soon();
  const sendLimits = sendLimitsOf(options.sendLimits);
  const demoSurfaces = options.demoSurfaces ?? (!trustProxy && demoSurfacesFromEnv());
  if (demoSurfaces) {
    const outside = trustProxy ? 'TRUST_PROXY=1' : reachableFromOutside();
    if (outside !== null) throw new Error(demoSurfacesRefusal(outside));
  }
  const marketing = marketingRegistration(options.marketing ?? marketingConfigFromEnv(), {
    db,
    clock,
    demoSurfaces,
    log: (line) => log.warn(line),
  });
  const app = new Hono();
  // Whether served alone or behind the storefront's launcher, every answer says what it may do.
  app.use(securityHeaders());

  registerCalls(
    app,
    allEndpoints,
    (endpoint) => {
      const table = handlers[endpoint.domain as Domain];
      const handler = (table as unknown as Record<string, AnyHandler> | undefined)?.[endpoint.key];
      if (!handler) throw new Error(`No handler for ${endpoint.id}`);
      return handler;
    },
    {
      context: (request, env) =>
        createRequestContext(
          { db, clock, messages, payments, trustProxy, sendLimits, demoSurfaces, marketing },
          request,
          env,
        ),
      validateOutput: options.validateOutput ?? false,
    },
  );
  app.get('/images/review-photos/:file', reviewPhotoHandler(db));
  app.get('/images/:kind/:file', imageHandler(db));
  // The sitemap (issue 17): the storefront hands `/sitemap.xml` and its parts here (SITEMAP_PATH).
  app.get('/:file{sitemap[-0-9]*\\.xml}', sitemapHandler(db));
  app.get('/files/products/:id/:file', productDocumentHandler(db));
  // The demo surfaces, outside the contract: the outbox, and the external login providers' sandbox.
  // Absent unless switched on; when on, they answer local clients only.
  if (demoSurfaces && messages.name === 'outbox') registerOutboxRoute(app, db);
  if (demoSurfaces) registerSandboxAuth(app, db, clock);
  // The payment provider's server-to-server notifications (signed; not a call of the contract).
  if (payments) registerNotificationRoute(app, db, clock, payments);

  app.notFound((c) =>
    c.json(
      {
        version: RELEASE_VERSION,
        code: 'not_found',
        errors: { common: `No API call at ${c.req.method} ${new URL(c.req.url).pathname}` },
      } satisfies ErrorAnswer,
      404,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return answerHttpError(c, error, { validateOutput: options.validateOutput ?? false, log });
    /** Where it happened, for the log: the method and the route's pattern (never its values). */
    const where = (status: number) => `${c.req.method} ${c.req.routePath} → ${status}`;
    /** A 503 worth retrying in a moment, logged. */
    const unavailable = (code: ServerErrorCode, common: string) => {
      log.error(error, where(503));
      return c.json({ version: RELEASE_VERSION, code, errors: { common } }, 503, { 'Retry-After': '5' });
    };
    // The database is restarting or out of reach: this request is lost, the next one reconnects.
    if (isDatabaseUnavailable(error))
      return unavailable('unavailable', 'The store is briefly unavailable; try again in a moment');
    // The provider is away: the payment is kept without its page, and the retry asks for it again.
    if (error instanceof ProviderUnavailableError)
      return unavailable(
        'payment_provider_unavailable',
        'Платёжный сервис не отвечает. Попробуйте оплатить чуть позже.',
      );
    if (error instanceof URIError) {
      return c.json(
        {
          version: RELEASE_VERSION,
          code: 'validation',
          errors: { common: 'The URL is not well encoded' },
        } satisfies ErrorAnswer,
        400,
      );
    }
    // Unexpected: where in the code too.
    log.error(error, where(500), { frames: 5 });
    return c.json(
      {
        version: RELEASE_VERSION,
        code: 'internal',
        errors: { common: 'Internal server error' },
      } satisfies ErrorAnswer,
      500,
    );
  });
  return app;
}
