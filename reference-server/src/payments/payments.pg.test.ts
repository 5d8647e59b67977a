import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { paymentChecks } from './payment-checks';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
paymentChecks('payments on a real PostgreSQL', async () => {
  const schema = uniqueSchema('payments');
  const db = await openDatabase({ url: TEST_URL, schema });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
