// `npm run seed -- --products N [--seed S]`: (re)seeds the database `npm start` uses.
import { parseArgs } from 'node:util';
import { migrate, openDatabase, seed } from '@verstak/server';

let args;
try {
  args = parseArgs({
    options: {
      products: { type: 'string', default: '5000' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  }).values;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const products = Number(args.products);
const seedValue = Number(args.seed);
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a positive integer, got "${args.products}"`);
  process.exit(1);
}
if (!Number.isInteger(seedValue)) {
  console.error(`--seed must be an integer, got "${args.seed}"`);
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
  await seed(db, { products, seed: seedValue });
  console.log(
    `Seeded ${products} products (seed ${seedValue}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
