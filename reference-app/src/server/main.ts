// The storefront alone, against any API: API_BASE_URL (http://localhost:3001), PORT (3000).
import { serve } from '@hono/node-server';
import { createStorefront } from './index';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const storefront = createStorefront({ apiBaseUrl: process.env.API_BASE_URL ?? 'http://localhost:3001' });
serve({ fetch: storefront.fetch, port }, () =>
  console.log(`Verstak storefront on http://localhost:${port}/`),
);
