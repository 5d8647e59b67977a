import { openDatabase } from './db/open-database';
import { apiChecks } from './testing/api-checks';

apiChecks('the API on embedded PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
