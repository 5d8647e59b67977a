import { seededDatabase } from '../testing/seeded-database';
import { demoSurfaceChecks } from './demo-surface-checks';

demoSurfaceChecks('the demo surfaces on PGlite', async () => {
  const db = await seededDatabase(20);
  return { db, dispose: () => db.close() };
});
