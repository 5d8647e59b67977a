import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { securitySuite } from '../testing/security-suite';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
securitySuite('the security suite on a real PostgreSQL', async () => {
  const schema = uniqueSchema('security');
  const db = await openDatabase({ url: TEST_URL, schema });
  await migrate(db);
  await seed(db, { products: 20 });
  // A second pool on the same schema: what another server process holds.
  const other = await openDatabase({ url: TEST_URL, schema });
  return {
    db,
    other,
    dispose: async () => {
      await other.close();
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
