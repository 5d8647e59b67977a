import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApi } from './create-api';
import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import type { MessageConfig } from './messages/messages';
import { type PaymentSettings, type StartedPayments, startPayments } from './payment-sandbox/payment-setup';
import { NOTIFICATIONS_PATH } from './payments/notification-route';
import { flushQueryCounts } from './search/query-counts';
import { ensureSeeded } from './seed/seed';

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** A PostgreSQL connection string; PGlite otherwise. */
  databaseUrl?: string | undefined;
  /** PGlite's data folder; in memory when absent or `:memory:`. */
  dataDir?: string | undefined;
  /** Products to seed an empty database with. */
  products?: number;
  /** PostgreSQL: milliseconds to wait for the server before start-up fails (5,000 by default). */
  connectTimeoutMs?: number | undefined;
  /** How SMS and e-mail leave (`messageConfigFromEnv` reads MESSAGE_TRANSPORT); the outbox by default. */
  messages?: MessageConfig | undefined;
  /**
   * The payment provider (`paymentSettingsFromEnv` reads PAYMENT_SANDBOX_URL, PAYMENT_SANDBOX_PORT,
   * PAYMENT_NOTIFY_SECRET): by default the sandbox starts in this process on the next port.
   */
  payments?: PaymentSettings | undefined;
  /**
   * The demo surfaces (the outbox route, the external login sandbox; `demoSurfacesFromEnv` reads
   * DEMO_SURFACES): as `createApi` decides by default.
   */
  demoSurfaces?: boolean | undefined;
}

/** Listens on `port`; a port in use is one clear error, not an unhandled 'error' event. */
function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
): Promise<ServerType> {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port }, () => {
      server.off('error', onError);
      resolve(server);
    });
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} is already in use; stop what listens there or set PORT`)
          : error,
      );
    server.once('error', onError);
  });
}

/** Opens, migrates and (when empty) seeds the database, then serves the API; resolves once listening. */
export async function startServer(
  options: ServerOptions,
): Promise<{ port: number; paymentSandboxUrl: string | null; close(): Promise<void> }> {
  const db: Db = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    connectTimeoutMs: options.connectTimeoutMs,
  });
  let server: ServerType;
  let payments: StartedPayments | undefined;
  let port = options.port;
  // Aborted before the database closes: the payment settler stops scheduling and stays quiet.
  const lifetime = new AbortController();
  try {
    await migrate(db);
    await ensureSeeded(db, options.products === undefined ? {} : { products: options.products });
    payments = await startPayments({
      ...options.payments,
      storePort: options.port,
      notifyUrl: () => `http://127.0.0.1:${port}${NOTIFICATIONS_PATH}`,
      dataDir: options.databaseUrl ? (options.dataDir ?? '.data/pglite') : options.dataDir,
    });
    // Alone, the API compresses its own answers (behind the launcher, the storefront's serving does).
    const api = createApi({
      db,
      signal: lifetime.signal,
      payments: payments.config,
      ...(options.messages ? { messages: options.messages } : {}),
      ...(options.demoSurfaces === undefined ? {} : { demoSurfaces: options.demoSurfaces }),
    });
    const served = new Hono();
    served.use(compress());
    // The Node bindings (the socket) go along: login throttling counts per client address, and the
    // demo surfaces answer only a client on this machine.
    served.all('*', (c) => api.fetch(c.req.raw, c.env));
    server = await listen(served.fetch, options.port);
  } catch (error) {
    // Give the PGlite folder's lock, the pool and the sandbox's port back: the caller may retry.
    lifetime.abort();
    await payments?.sandbox?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  const sandbox = payments.sandbox;
  return {
    port,
    paymentSandboxUrl: sandbox?.url ?? null,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await sandbox?.close();
      lifetime.abort();
      // The search counts kept in memory are written before the database closes.
      await flushQueryCounts(db).catch(() => undefined);
      await db.close();
    },
  };
}
