import { basketConcurrencySuite } from '../testing/basket-concurrency-suite';
import { seededDatabase } from '../testing/seeded-database';

basketConcurrencySuite('basket concurrency and the login merge on PGlite', async () => {
  const db = await seededDatabase(300);
  return { db, dispose: () => db.close() };
});
