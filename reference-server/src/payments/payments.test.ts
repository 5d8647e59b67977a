import { openDatabase } from '../db/open-database';
import { oneChargeChecks } from './one-charge-checks';
import { paymentChecks } from './payment-checks';

const pglite = async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
};
paymentChecks('payments on PGlite', pglite);
oneChargeChecks('one charge per order on PGlite', pglite);
