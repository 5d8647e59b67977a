// `npm run seed -- [--products N] [--seed S] [--accounts M] [--orders N]`: (re)seeds the database
// `npm start` uses. Each size may also come from SEED_PRODUCTS, SEED, SEED_ACCOUNTS, SEED_ORDERS.
import { parseArgs } from 'node:util';
import { migrate, openDatabase, parseSeedOptions, seed } from '@verstak/server';

let options;
let args;
try {
  args = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      accounts: { type: 'string' },
      orders: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  }).values;
  options = parseSeedOptions(args, process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const url = args['database-url'] ?? process.env.DATABASE_URL;
// No statement time limit: a big store's insert, CLUSTER and VACUUM may run for minutes.
const db = await openDatabase(
  url
    ? { url, statementTimeoutMs: 0 }
    : { dataDir: args['data-dir'] ?? process.env.DATA_DIR ?? '.data/pglite' },
);
try {
  await migrate(db);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  let shown = 0;
  await seed(db, {
    ...options,
    // A line per tenth of the orders: a million take minutes.
    onGrowthProgress: ({ accounts, orders }) => {
      if (orders === 0 && accounts < options.accounts) return;
      const step = Math.floor((10 * orders) / Math.max(1, options.orders));
      if (orders > 0 && step === shown && orders < options.orders) return;
      shown = step;
      console.log(`  ${accounts} accounts, ${orders} orders (${seconds()} s)`);
    },
  });
  const growth =
    options.accounts > 0 || options.orders > 0
      ? `, ${options.accounts} more accounts and ${options.orders} orders`
      : '';
  console.log(`Seeded ${options.products} products${growth} (seed ${options.seed}) in ${seconds()} s`);
} finally {
  await db.close();
}
