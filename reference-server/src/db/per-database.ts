import type { Db } from './database';

/** Whether what was loaded from a database is still current. */
interface Watch {
  /** Bumped by every catalogue write (any process) and by {@link forgetPerDatabase}. */
  generation: number;
}

const watches = new WeakMap<Db, Watch>();

/**
 * What the memos have answered: catalogue data, the same for every caller until a catalogue write.
 * The envelope says so on such an answer, and the storefront keeps a guest's page made only of such
 * answers until the generation changes ({@link catalogGeneration}).
 */
const memoized = new WeakSet<object>();

/** Whether `value` is a memo's answer (catalogue data shared by every caller until a catalogue write). */
export function isMemoized(value: unknown): boolean {
  return typeof value === 'object' && value !== null && memoized.has(value);
}

/**
 * Marks `derived` as shared catalogue data too: made from memo answers and what every caller of the
 * same moment gets alike (the hour's pickup words), nothing of one caller's. Its answer then carries the
 * shared header, and a guest's page made of it may be kept (reference-app/src/server/guest-page-cache.ts).
 */
export function sharedAlike<T extends object>(derived: T): T {
  memoized.add(derived);
  return derived;
}

/**
 * The catalogue generation of `db` in this process: it changes with every catalogue write of any
 * process (the triggers' NOTIFY) and whenever {@link forgetPerDatabase} runs. What was made from memo
 * answers under one generation is current while it stays the same.
 */
export function catalogGeneration(db: Db): number {
  return watchOf(db).generation;
}

/** The watch of `db`, set up on first use: only processes that memoize listen for changes. */
function watchOf(db: Db): Watch {
  let watch = watches.get(db);
  if (!watch) {
    const created: Watch = { generation: 0 };
    watches.set(db, created);
    db.watchCatalog(() => {
      created.generation++;
    });
    watch = created;
  }
  return watch;
}

/** Options of {@link perDatabaseKeyed}. */
export interface KeyedMemoOptions {
  /** Keys kept per database; the oldest is dropped past it (1,000 by default). */
  maxKeys?: number;
}

/**
 * Memoizes a loader per database and key: catalogue data (cities and shops, the section tree, menus,
 * brands, properties, filters, counts, page data per city) is read once, not on every request.
 *
 * Every memo is dropped when the catalogue changes: the catalogue tables' triggers bump a version row
 * in the writing transaction and NOTIFY, so a write by any process (the seed, a staff edit, psql, a
 * second server) reaches every server; a listener that lost its connection drops everything when it
 * is back, since notices may have been missed. A load that was running when a change arrived is
 * used by its callers but not kept. A failed load is forgotten, so the next call tries again.
 * Load only from tables the triggers of migration 003 cover (add new catalogue tables there), and of
 * stock only whether a product has some in a shop: counts and the delivery warehouse change with
 * every order without a catalogue change (migration 012).
 * Called with a transaction's handle, it loads without memoizing.
 */
export function perDatabaseKeyed<K, T>(
  load: (db: Db, key: K) => Promise<T>,
  options: KeyedMemoOptions = {},
): (db: Db, key: K) => Promise<T> {
  const maxKeys = options.maxKeys ?? 1000;
  const loaded = new WeakMap<Db, { generation: number; values: Map<K, Promise<T>> }>();
  return (db, key) => {
    // A transaction may see its own uncommitted writes: what it reads is not for others.
    if (db.inTransaction) return load(db, key);
    const { generation } = watchOf(db);
    let memo = loaded.get(db);
    if (memo?.generation !== generation) {
      memo = { generation, values: new Map() };
      loaded.set(db, memo);
    }
    const values = memo.values;
    let value = values.get(key);
    if (!value) {
      const loading = load(db, key);
      value = loading;
      values.set(key, loading);
      // Registered before any caller's continuation runs: whoever gets the value can tell it is shared.
      loading.then(
        (loaded) => {
          if (typeof loaded === 'object' && loaded !== null) memoized.add(loaded);
        },
        () => {},
      );
      if (values.size > maxKeys) values.delete(values.keys().next().value as K);
      loading.catch(() => {
        if (values.get(key) === loading) values.delete(key);
      });
    }
    return value;
  };
}

/** Memoizes a loader per database, with the invalidation of {@link perDatabaseKeyed}. */
export function perDatabase<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const memo = perDatabaseKeyed<undefined, T>((db) => load(db), { maxKeys: 1 });
  return (db) => memo(db, undefined);
}

/**
 * Forgets what every memo holds for `db` at once, in this process (the seed calls it after rewriting;
 * other processes hear of the write through the catalogue triggers).
 */
export function forgetPerDatabase(db: Db): void {
  // A transaction's handle holds no memos; its writes reach them through the triggers at commit.
  if (db.inTransaction) return;
  watchOf(db).generation++;
}
