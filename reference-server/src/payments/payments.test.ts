import { openDatabase } from '../db/open-database';
import { paymentChecks } from './payment-checks';

paymentChecks('payments on PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
