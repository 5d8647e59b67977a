import type { Db } from './database';

/** Every memo made by {@link perDatabase}, so that {@link forgetPerDatabase} can clear them. */
const memos = new Set<WeakMap<Db, unknown>>();

/**
 * Memoizes a loader per database: data that only the seed writes (cities and shops, the section tree,
 * menus and banners, brands, properties, each section's filters, product counts, unfiltered facet
 * figures) is read once, not on every request.
 * A failed load is forgotten, so the next call tries again; the seed forgets everything it rewrote.
 *
 * The memo lives in this process: a write from another process (a seed run against the same
 * PostgreSQL while a server runs, or many server processes later) is not seen until restart. Cross-
 * process invalidation (a version row, or LISTEN/NOTIFY) belongs with the roadmap's scaling step.
 */
export function perDatabase<T>(load: (db: Db) => Promise<T>): (db: Db) => Promise<T> {
  const loaded = new WeakMap<Db, Promise<T>>();
  memos.add(loaded);
  return (db) => {
    let value = loaded.get(db);
    if (!value) {
      value = load(db);
      loaded.set(db, value);
      value.catch(() => loaded.delete(db));
    }
    return value;
  };
}

/** Forgets what every {@link perDatabase} memo holds for `db` (the seed calls it after rewriting). */
export function forgetPerDatabase(db: Db): void {
  for (const memo of memos) memo.delete(db);
}
