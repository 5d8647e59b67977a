// The one place that wires the storefront and the API into one process (DESIGN.md "The shape").
// Each half also runs alone: reference-server/dist/main.js and reference-app/dist/server/main.js.
import { serve } from '@hono/node-server';
import { createStorefront, served } from '@verstak/reference-app/server';
import { API_SERVED_PREFIXES } from '@verstak/sdk';
import {
  catalogGeneration,
  createApi,
  demoSurfacesRefusal,
  ensureSeeded,
  flushQueryCounts,
  isLocalOrigin,
  migrate,
  NOTIFICATIONS_PATH,
  openDatabase,
  startPayments,
} from '@verstak/server';

/**
 * Opens the database (embedded PGlite under `dataDir`, or PostgreSQL at `databaseUrl`), seeds it when
 * empty, and serves the storefront and the API on one port, compressed and with security headers.
 * `publicOrigin` (default `http://localhost:<port>`) is the only origin, with its city subdomains,
 * that links and redirects name. The sandbox payment provider starts beside it on its own port (the
 * store's + 1, or `payments.sandboxPort`) unless `payments.providerUrl` names one elsewhere (then
 * `payments.secret` is required; see docs/payments.md). `demoSurfaces` (start.mjs reads
 * DEMO_SURFACES; the API's default otherwise) switches the outbox and the login sandbox, which answer
 * only clients on this machine; a non-local `publicOrigin` refuses them. Resolves once listening; a
 * port in use rejects with one line.
 */
export async function startStore({
  port = 3000,
  hostname,
  databaseUrl,
  dataDir = '.data/pglite',
  products = 5000,
  publicOrigin,
  messages,
  payments: paymentSettings = {},
  demoSurfaces,
  log = console.log,
} = {}) {
  // A store shoppers reach elsewhere has no demo surfaces, and refuses to be told to have them.
  const outside = publicOrigin && !isLocalOrigin(publicOrigin) ? `PUBLIC_ORIGIN=${publicOrigin}` : null;
  if (demoSurfaces && outside) throw new Error(demoSurfacesRefusal(outside));
  const demo = outside ? false : demoSurfaces;
  // openDatabase reads `:memory:` as "keep nothing" itself.
  const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  await migrate(db);
  const seeded = await ensureSeeded(db, {
    products,
    onSeedStart: () => log(`Seeding ${products} products…`),
  });
  // The store's port once listening: the provider notifies it there.
  let listening = port;
  let payments;
  try {
    payments = await startPayments({
      ...paymentSettings,
      storePort: port,
      hostname,
      notifyUrl: () => ownNotifyUrl(hostname, listening),
      dataDir,
      storeOrigin: publicOrigin ?? (port ? `http://localhost:${port}` : undefined),
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  // SMS and e-mail: the configuration given (start.mjs reads MESSAGE_TRANSPORT), else the outbox.
  // The lifetime is aborted before the database closes: the payment settler stops with it.
  const lifetime = new AbortController();
  const api = createApi({
    db,
    signal: lifetime.signal,
    payments: payments.config,
    ...(messages ? { messages } : {}),
    ...(demo === undefined ? {} : { demoSurfaces: demo }),
  });
  // The storefront is made once the port is known (PORT=0 picks one), before any request is read.
  let storefront;
  const fetch = storeHandler(api, () => storefront);
  let server;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ port, ...(hostname ? { hostname } : {}), fetch }, () => {
        const address = s.address();
        listening = typeof address === 'object' && address ? address.port : port;
        storefront = inProcessStorefront(api, publicOrigin ?? `http://localhost:${listening}`, db);
        resolve(s);
      });
      s.once('error', (error) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `port ${port} is already in use (is Verstak already running? set PORT to use another)`,
              )
            : error,
        ),
      );
    });
  } catch (error) {
    await payments.sandbox?.close();
    lifetime.abort();
    await db.close();
    throw error;
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    seeded,
    /** The in-process sandbox provider's URL, or null when the provider runs elsewhere. */
    paymentSandboxUrl: payments.sandbox?.url ?? null,
    async close() {
      await new Promise((resolve) => server.close(() => resolve()));
      await payments.sandbox?.close();
      lifetime.abort();
      // The search counts kept in memory are written before the database closes.
      await flushQueryCounts(db).catch(() => undefined);
      await db.close();
    },
  };
}

/**
 * Where the provider notifies a store listening on `hostname` (every interface when unset) and
 * `port`: that interface's own address, loopback for every interface, an IPv6 one in brackets
 * (VERSTAK_HOST=::1 must give http://[::1]:3000/…, which a URL parser takes).
 */
export function ownNotifyUrl(hostname, port) {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}${NOTIFICATIONS_PATH}`;
}

/**
 * The storefront over the API in-process. Server-side rendering's calls carry the shopper's
 * connection (the bindings), so the API sees the shopper's socket, never a loopback one of ours; the
 * API's origin below is only a label. Given the API's database, the storefront keeps the pages of
 * guests without a session until the catalogue changes (any process's write reaches this one's
 * generation through the database's notifications).
 */
export function inProcessStorefront(api, publicOrigin, db) {
  return createStorefront({
    apiBaseUrl: 'http://api.internal',
    apiFetch: (request, bindings) => api.fetch(request, bindings),
    publicOrigin,
    ...(db ? { catalogGeneration: () => catalogGeneration(db) } : {}),
  });
}

/**
 * The one handler of both halves, compressed and with security headers on pages, assets and API
 * answers: the API's paths go to the API, the rest to the storefront (`storefront()` once made).
 * Each request's connection (the Node bindings) goes along: the API throttles logins per address,
 * and its demo surfaces answer only a client on this machine.
 */
export function storeHandler(api, storefront) {
  return served((request, bindings) => {
    const { pathname } = new URL(request.url);
    return API_SERVED_PREFIXES.some((p) => pathname.startsWith(p))
      ? api.fetch(request, bindings)
      : storefront().fetch(request, bindings);
  });
}
