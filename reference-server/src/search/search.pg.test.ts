import { openDatabase } from '../db/open-database';
import { searchSuite } from '../testing/search-suite';

// Runs only in the `postgres` project, which exists when TEST_DATABASE_URL is set (vitest.config.ts).
const url = process.env.TEST_DATABASE_URL as string;

searchSuite('search on a real PostgreSQL', async () => {
  // A schema of its own per run, dropped afterwards.
  const schema = `verstak_search_${process.pid}_${Date.now()}`;
  const db = await openDatabase({ url, schema });
  return {
    db,
    dispose: async () => {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
});
