import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { oneChargeSuite } from '../testing/one-charge-suite';
import { paymentsSuite } from '../testing/payments-suite';

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
paymentsSuite('payments on a real PostgreSQL', postgres('payments'));
oneChargeSuite('one charge per order on a real PostgreSQL', postgres('one_charge'));
