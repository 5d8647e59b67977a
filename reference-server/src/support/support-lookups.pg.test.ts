import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { supportSuite } from '../testing/support-suite';

// Runs only in the `postgres` project (TEST_DATABASE_URL set): lower() of Russian text and the
// Moscow day bounds on a real PostgreSQL, whatever its locale and time zone.
supportSuite('support look-ups on a real PostgreSQL', async () => {
  const schema = uniqueSchema('support');
  const db = await openDatabase({ url: TEST_URL, schema, onWarning: () => {} });
  await migrate(db);
  await seed(db, { products: 20 });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
