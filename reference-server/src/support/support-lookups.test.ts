import { seededDatabase } from '../testing/seeded-database';
import { supportSuite } from '../testing/support-suite';

supportSuite('support look-ups on PGlite', async () => {
  const db = await seededDatabase(20);
  return { db, dispose: () => db.close() };
});
