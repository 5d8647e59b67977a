import { openDatabase } from '../db/open-database';
import { oneChargeSuite } from '../testing/one-charge-suite';
import { paymentsSuite } from '../testing/payments-suite';

const pglite = async () => {
  const db = await openDatabase({});
  return { db, dispose: () => db.close() };
};
paymentsSuite('payments on PGlite', pglite);
oneChargeSuite('one charge per order on PGlite', pglite);
