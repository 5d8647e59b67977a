import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { oneChargeChecks } from './one-charge-checks';
import { paymentChecks } from './payment-checks';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
const postgres = (name: string) => async () => {
  const schema = uniqueSchema(name);
  const db = await openDatabase({ url: TEST_URL, schema });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
};
paymentChecks('payments on a real PostgreSQL', postgres('payments'));
oneChargeChecks('one charge per order on a real PostgreSQL', postgres('one_charge'));
