// `npm start`: the storefront and the API on http://localhost:3000 (PORT changes it).
import { startStore } from './launcher.mjs';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

try {
  const store = await startStore({
    port,
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? '.data/pglite',
    // A smaller catalogue for test runs; the store a newcomer starts has the default 5,000.
    ...(process.env.SEED_PRODUCTS ? { products: Number(process.env.SEED_PRODUCTS) } : {}),
  });
  console.log(`Verstak is running: storefront and API on ${store.url}/ (API under /api/v4)`);
  console.log(`City subdomains work too, e.g. http://yaroslavl.localhost:${store.port}/`);
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
