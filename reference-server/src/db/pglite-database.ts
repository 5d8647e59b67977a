import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CATALOG_CHANNEL } from './catalog-channel';
import type { Db, SqlParam } from './database';
import type { StoreLock } from './store-lock';
import { TYPE_PARSERS } from './type-parsers';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

/** What a PGlite store shares between its root handle and its transactions' handles. */
interface Shared {
  root: PGlite;
  lock: StoreLock | undefined;
  /** The in-process chain of {@link Db.withLock}: PGlite has one process, so a promise chain is the lock. */
  locked: Promise<unknown>;
}

function pgliteDb(client: Queryable, shared: Shared): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await client.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql) {
      await client.exec(sql);
    },
    transaction: (fn) => shared.root.transaction((tx) => fn(pgliteDb(tx, shared))),
    withLock(_name, fn) {
      const run = shared.locked.then(fn, fn);
      shared.locked = run.catch(() => undefined);
      return run;
    },
    watchCatalog(onChange) {
      let stop: (() => Promise<void>) | undefined;
      let stopped = false;
      shared.root
        .listen(CATALOG_CHANNEL, () => onChange())
        .then(
          (unlisten) => {
            stop = unlisten;
            if (stopped) void unlisten().catch(() => undefined);
            // Writes committed before LISTEN took effect sent no notice here.
            else onChange();
          },
          () => onChange(),
        );
      return () => {
        stopped = true;
        void stop?.().catch(() => undefined);
      };
    },
    async close() {
      try {
        if (!shared.root.closed) await shared.root.close();
      } finally {
        shared.lock?.release();
      }
    },
  };
}

/** Opens PGlite in `dataDir` (in memory when undefined); `lock` is released when it closes. */
export async function openPglite(dataDir: string | undefined, lock?: StoreLock): Promise<Db> {
  const options = { parsers: TYPE_PARSERS };
  const root = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
  try {
    await root.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteDb(root, { root, lock, locked: Promise.resolve() });
}
