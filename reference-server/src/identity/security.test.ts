import { seededDatabase } from '../testing/seeded-database';
import { securityChecks } from './security-checks';

securityChecks('the security suite on PGlite', async () => {
  const db = await seededDatabase(20);
  // PGlite is one process's database: the "second server process" shares its handle.
  return { db, other: db, dispose: () => db.close() };
});
