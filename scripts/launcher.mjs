// The one place that wires the storefront and the API into one process (DESIGN.md "The shape").
// Each half also runs alone: reference-server/dist/main.js and reference-app/dist/server/main.js.
import { serve } from '@hono/node-server';
import { createStorefront } from '@verstak/reference-app/server';
import { createApi, ensureSeeded, migrate, openDatabase } from '@verstak/server';

/** Paths the API half answers; everything else is the storefront's. */
const API_PREFIXES = ['/api/', '/images/'];

/**
 * Opens the database (embedded PGlite under `dataDir`, or PostgreSQL at `databaseUrl`), seeds it when
 * empty, and serves the storefront and the API on one port. Resolves once listening.
 */
export async function startStore({
  port = 3000,
  hostname,
  databaseUrl,
  dataDir = '.data/pglite',
  products = 5000,
  log = console.log,
} = {}) {
  const db = await openDatabase(
    databaseUrl ? { url: databaseUrl } : dataDir === ':memory:' ? {} : { dataDir },
  );
  await migrate(db);
  const seeded = await ensureSeeded(db, {
    products,
    onSeedStart: () => log(`Seeding ${products} products…`),
  });
  const api = createApi({ db });
  // Server-side rendering calls the API in-process, so the origin below is only a label.
  const apiFetch = (input, init) => api.fetch(input instanceof Request ? input : new Request(input, init));
  const storefront = createStorefront({ apiBaseUrl: 'http://api.internal', apiFetch });
  const server = await new Promise((resolve) => {
    const s = serve(
      {
        port,
        ...(hostname ? { hostname } : {}),
        fetch: (request) => {
          const { pathname } = new URL(request.url);
          return API_PREFIXES.some((p) => pathname.startsWith(p))
            ? api.fetch(request)
            : storefront.fetch(request);
        },
      },
      () => resolve(s),
    );
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://localhost:${actualPort}`,
    seeded,
    async close() {
      await new Promise((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
