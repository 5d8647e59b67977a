// `npm start`: the storefront and the API on http://localhost:3000 (PORT changes it), in production
// mode; `npm run dev` (`--dev`) runs the same in development mode (React's development build, its
// warnings and checks). PUBLIC_ORIGIN is the origin shoppers use (default http://localhost:$PORT).
// DEMO_SURFACES (on | off; unset: on for a local store) switches the outbox page and the login
// sandbox, which answer only clients on this machine (docs/sessions.md).
// React reads NODE_ENV when it is first imported, so it is set before the launcher is loaded.
import { parsePort } from '@verstak/sdk';

const dev = process.argv.includes('--dev');
process.env.NODE_ENV = dev ? 'development' : (process.env.NODE_ENV ?? 'production');
const { startStore } = await import('./launcher.mjs');
const { demoSurfacesFromEnv, messageConfigFromEnv, paymentSettingsFromEnv, reachableFromOutside } =
  await import('@verstak/server');
// A local store keeps SMS and e-mail in its outbox (/dev/outbox/, for this machine only) so a
// newcomer can register without a provider; a store reachable from outside needs a real one
// (MESSAGE_TRANSPORT=webhook with MESSAGE_WEBHOOK_URL), or says MESSAGE_TRANSPORT=outbox itself.
if (reachableFromOutside() === null) process.env.MESSAGE_TRANSPORT ??= 'outbox';

let port;
let messages;
let payments;
let demoSurfaces;
try {
  port = parsePort(process.env.PORT, 3000);
  demoSurfaces = demoSurfacesFromEnv();
  messages = messageConfigFromEnv();
  // PAYMENT_SANDBOX_PORT (PORT + 1), PAYMENT_SANDBOX_URL (a provider elsewhere, with
  // PAYMENT_NOTIFY_SECRET), PAYMENT_NOTIFY_SECRET (generated per start for the in-process sandbox),
  // PAYMENT_NOTIFY_URL (where the provider notifies the store: a load balancer's address; by
  // default this process's own port).
  payments = paymentSettingsFromEnv();
} catch (error) {
  console.error(`Verstak could not start: ${error.message}`);
  process.exit(1);
}

try {
  const store = await startStore({
    port,
    // VERSTAK_HOST: the interface to listen on (every one by default); a cluster's processes take loopback.
    ...(process.env.VERSTAK_HOST ? { hostname: process.env.VERSTAK_HOST } : {}),
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data/pglite',
    messages,
    payments,
    demoSurfaces,
    ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
    // A smaller catalogue for test runs; the store a newcomer starts has the default 5,000.
    ...(process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {}),
  });
  if (store.paymentSandboxUrl)
    console.log(`Payment sandbox (test payments, no money moves): ${store.paymentSandboxUrl}/`);
  console.log(
    `Verstak is running (${process.env.NODE_ENV} mode): storefront and API on ${store.url}/ (API under /api/v4)`,
  );
  console.log(`City subdomains work too, e.g. http://yaroslavl.localhost:${store.port}/`);
  if (messages.transport === 'outbox' && demoSurfaces)
    console.log(
      `SMS and e-mail (login codes) are kept in the outbox: ${store.url}/dev/outbox/ — it answers this machine only; a store reachable from outside needs MESSAGE_TRANSPORT=webhook`,
    );
  else if (messages.transport === 'outbox')
    console.log('SMS and e-mail are kept in the outbox table; its page is off (DEMO_SURFACES)');
  const stop = async () => {
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(`Verstak could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
