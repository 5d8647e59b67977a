import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { ordersSuite } from '../testing/orders-suite';

// Runs only in the `postgres` project (TEST_DATABASE_URL set): concurrent checkouts really overlap
// here, on a pool of connections, so the races and the idempotency claims are tested for real.
ordersSuite('checkout and orders on a real PostgreSQL', async () => {
  const schema = uniqueSchema('orders');
  const db = await openDatabase({ url: TEST_URL, schema, poolSize: 12, onWarning: () => {} });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
