import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { TEST_URL, uniqueSchema } from '../db/pg-test-schema';
import { seed } from '../seed/seed';
import { demoSurfacesSuite } from '../testing/demo-surfaces-suite';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
demoSurfacesSuite('the demo surfaces on a real PostgreSQL', async () => {
  const schema = uniqueSchema('demo');
  const db = await openDatabase({ url: TEST_URL, schema });
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
