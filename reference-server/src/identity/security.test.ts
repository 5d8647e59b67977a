import { securitySuite } from '../testing/security-suite';
import { seededDatabase } from '../testing/seeded-database';

securitySuite('the security suite on PGlite', async () => {
  const db = await seededDatabase(20);
  // PGlite is one process's database: the "second server process" shares its handle.
  return { db, other: db, dispose: () => db.close() };
});
