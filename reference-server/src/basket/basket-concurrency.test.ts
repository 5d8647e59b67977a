import { seededDatabase } from '../testing/seeded-database';
import { basketConcurrencyChecks } from './basket-concurrency-checks';

basketConcurrencyChecks('basket concurrency and the login merge on PGlite', async () => {
  const db = await seededDatabase(300);
  return { db, dispose: () => db.close() };
});
