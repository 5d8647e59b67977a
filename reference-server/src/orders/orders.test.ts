import { openDatabase } from '../db/open-database';
import { ordersChecks } from './orders-checks';

ordersChecks('checkout and orders on embedded PGlite', async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
});
