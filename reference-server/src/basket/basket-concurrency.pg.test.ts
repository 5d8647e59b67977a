import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { basketConcurrencySuite } from '../testing/basket-concurrency-suite';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts):
// a pool of connections, so concurrent changes of one basket really overlap.
basketConcurrencySuite('basket concurrency and the login merge on a real PostgreSQL', async () => {
  const schema = uniqueSchema('basket');
  const db = await openDatabase({ url: TEST_URL, schema });
  await migrate(db);
  await seed(db, { products: 300 });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
