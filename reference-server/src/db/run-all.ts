import type { Db } from './database';

/**
 * Runs independent reads at once on a pool, one after another on a transaction's handle: a
 * transaction is one connection, and the pg driver refuses (deprecates) overlapping queries on it.
 */
export async function runAll<T extends readonly unknown[]>(
  db: Db,
  thunks: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!db.inTransaction) return (await Promise.all(thunks.map((run) => run()))) as unknown as T;
  const results: unknown[] = [];
  for (const run of thunks) results.push(await run());
  return results as unknown as T;
}
