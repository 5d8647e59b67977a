import { openDatabase } from '../db/open-database';
import { ordersSuite } from '../testing/orders-suite';

ordersSuite('checkout and orders on embedded PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
