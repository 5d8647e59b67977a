import { openDatabase } from '../db/open-database';
import { searchSuite } from '../testing/search-suite';

searchSuite('search on embedded PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
