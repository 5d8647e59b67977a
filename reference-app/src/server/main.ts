// The storefront alone, against any API: API_BASE_URL (http://localhost:3001), PORT (3000),
// PUBLIC_ORIGIN (http://localhost:$PORT).

import { serve } from '@hono/node-server';
import { parsePort } from '@verstak/sdk';
import { createStorefront, served } from './index';

let port: number;
try {
  port = parsePort(process.env.PORT, 3000);
} catch (error) {
  console.error(`The storefront could not start: ${(error as Error).message}`);
  process.exit(1);
}
const storefront = createStorefront({
  apiBaseUrl: process.env.API_BASE_URL ?? 'http://localhost:3001',
  publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
});
const server = serve({ fetch: served(storefront.fetch), port }, () =>
  console.log(`Verstak storefront on http://localhost:${port}/`),
);
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use: stop the other server or set PORT`
      : `The storefront could not start: ${error.message}`,
  );
  process.exit(1);
});
