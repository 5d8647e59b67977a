import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CATALOG_CHANNEL } from './catalog-channel';
import type { Db, SqlParam } from './database';
import type { StoreLock } from './store-lock';
import { TYPE_PARSERS } from './type-parsers';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

/** What a PGlite store shares between its root handle and its transactions' handles. */
interface Shared {
  root: PGlite;
  /** Statements and transactions on the root, in arrival order (see {@link fairTurns}). */
  turn: <R>(run: () => Promise<R>) => Promise<R>;
  lock: StoreLock | undefined;
  /** The in-process chain of {@link Db.withLock}: PGlite has one process, so a promise chain is the lock. */
  locked: Promise<unknown>;
}

/**
 * One statement (or transaction) at a time, in arrival order, each started from a fresh turn of the
 * event loop. PGlite runs in this thread and resolves each statement in a microtask: a queue of
 * waiting statements used to drain in one long run of microtasks, fed again by the requests it
 * served, while requests waiting on I/O (a socket write, a new connection, a stream) got no turn for
 * seconds (p99 of the section call at 9× its median under 50 clients). `setImmediate` lets that I/O
 * in between statements, so requests are served roughly in the order they came.
 */
function fairTurns(): Shared['turn'] {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const result = tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function pgliteDb(client: Queryable, shared: Shared, inTransaction: boolean): Db {
  // Inside a transaction the statements belong to it (it holds PGlite's own lock): no queueing.
  const turn = inTransaction ? <R>(run: () => Promise<R>) => run() : shared.turn;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await turn(() => client.query<T>(sql, params as unknown[]))).rows;
    },
    async exec(sql) {
      await turn(() => client.exec(sql));
    },
    transaction: (fn) =>
      inTransaction
        ? fn(pgliteDb(client, shared, true))
        : turn(() => shared.root.transaction((tx) => fn(pgliteDb(tx, shared, true)))),
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
  return pgliteDb(root, { root, turn: fairTurns(), lock, locked: Promise.resolve() }, false);
}
