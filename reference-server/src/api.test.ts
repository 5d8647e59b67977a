import { openDatabase } from './db/open-database';
import { apiSuite } from './testing/api-suite';

apiSuite('the API on embedded PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
