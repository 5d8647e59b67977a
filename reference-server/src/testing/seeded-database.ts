import type { Db } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { seed } from '../seed/seed';

/** An in-memory PGlite store, migrated and seeded with `products` products: what a test starts from. */
export async function seededDatabase(products: number): Promise<Db> {
  const db = await openDatabase({});
  await migrate(db);
  await seed(db, { products });
  return db;
}
