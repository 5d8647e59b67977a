import { demoSurfacesSuite } from '../testing/demo-surfaces-suite';
import { seededDatabase } from '../testing/seeded-database';

demoSurfacesSuite('the demo surfaces on PGlite', async () => {
  const db = await seededDatabase(20);
  return { db, dispose: () => db.close() };
});
