#!/usr/bin/env node
// The API alone: PORT (3001), DATABASE_URL or DATA_DIR (.data/pglite; `:memory:` keeps nothing),
// DATABASE_CONNECT_TIMEOUT_MS (5000), SEED_PRODUCTS (5000, for an empty store), MESSAGE_TRANSPORT
// (outbox | webhook with MESSAGE_WEBHOOK_URL; required with NODE_ENV=production), TRUST_PROXY=1
// (client addresses from X-Forwarded-For, behind a proxy that sets it), PAYMENT_SANDBOX_PORT (PORT + 1),
// PAYMENT_SANDBOX_URL (a provider elsewhere, then PAYMENT_NOTIFY_SECRET is required) and
// PAYMENT_NOTIFY_SECRET (generated per start for the in-process sandbox) and PAYMENT_NOTIFY_URL (where
// the provider notifies the store, behind a load balancer its address); see docs/payments.md.
// DEMO_SURFACES (on | off; unset: on for a local store) switches the outbox route and the login
// sandbox, which answer clients on this machine only; see docs/sessions.md.
import { parsePort } from '@verstak/sdk/contract';
import { demoSurfacesFromEnv } from './http/demo-surfaces';
import { type MessageConfig, messageConfigFromEnv } from './messages/messages';
import { type PaymentSettings, paymentSettingsFromEnv } from './payment-sandbox/payment-setup';
import { startServer } from './start-server';

let port: number;
let messages: MessageConfig;
let payments: PaymentSettings;
let demoSurfaces: boolean;
try {
  port = parsePort(process.env.PORT, 3001);
  messages = messageConfigFromEnv();
  payments = paymentSettingsFromEnv();
  demoSurfaces = demoSurfacesFromEnv();
} catch (error) {
  console.error(`Verstak API could not start: ${(error as Error).message}`);
  process.exit(1);
}
/** DATABASE_CONNECT_TIMEOUT_MS: how long start-up waits for PostgreSQL (5,000 by default). */
function connectTimeout(): number | undefined {
  const text = process.env.DATABASE_CONNECT_TIMEOUT_MS;
  if (text === undefined) return undefined;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 1) {
    console.error(`DATABASE_CONNECT_TIMEOUT_MS must be a positive integer, got "${text}"`);
    process.exit(1);
  }
  return ms;
}

try {
  const server = await startServer({
    port,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data/pglite',
    connectTimeoutMs: connectTimeout(),
    messages,
    payments,
    demoSurfaces,
    // A smaller catalogue for test runs.
    ...(process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {}),
  });
  console.log(`Verstak API on http://localhost:${server.port}/api/v4`);
  if (server.paymentSandboxUrl) console.log(`Payment sandbox on ${server.paymentSandboxUrl}`);
  if (demoSurfaces && messages.transport === 'outbox')
    console.log(
      `Login codes are kept in the outbox: http://localhost:${server.port}/api/v4/dev/outbox (answers this machine only)`,
    );
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  // One line: a port in use, a locked store or a database that does not answer is not a crash.
  console.error(`Verstak API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
