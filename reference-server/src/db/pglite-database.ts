import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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

/** How long statements may run back to back before waiting I/O gets a turn. */
const SLICE_MS = 4;

/**
 * One statement (or transaction) at a time, in arrival order, with the event loop given a turn at
 * least every {@link SLICE_MS}. PGlite runs in this thread and resolves each statement in a
 * microtask: a queue of waiting statements used to drain in one long run of microtasks, fed again by
 * the requests it served, while requests waiting on I/O (a socket write, a new connection, a stream)
 * got no turn for seconds (home page under 50 clients: median 0.9 s, p99 13 s). `setImmediate` lets
 * that I/O in, so requests are served roughly in the order they came.
 */
function fairTurns(): Shared['turn'] {
  let tail: Promise<unknown> = Promise.resolve();
  // Statements run back to back for up to a slice of time, then let the event loop have a turn.
  let sliceStart = Number.NEGATIVE_INFINITY;
  const nextTurn = async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceStart = performance.now();
  };
  return (run) => {
    const result = tail.then(nextTurn).then(run);
    tail = result.catch(() => undefined);
    return result;
  };
}

function pgliteDb(client: Queryable, shared: Shared, inTransaction: boolean): Db {
  // Inside a transaction the statements belong to it (it holds PGlite's own lock): no queueing.
  const turn = inTransaction ? <R>(run: () => Promise<R>) => run() : shared.turn;
  return {
    kind: 'pglite',
    inTransaction,
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
  // pg_trgm: search mends mistyped words by trigram similarity (migration 015).
  const options = { parsers: TYPE_PARSERS, extensions: { pg_trgm } };
  const root = dataDir === undefined ? new PGlite(options) : new PGlite(dataDir, options);
  try {
    await root.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteDb(root, { root, turn: fairTurns(), lock, locked: Promise.resolve() }, false);
}
