/** A parameter of a SQL statement. */
export type SqlParam = string | number | boolean | null | readonly string[] | readonly number[];

/** The one data-access layer: parameterized SQL on PGlite or on a PostgreSQL server. */
export interface Db {
  /** Runs one parameterized statement and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Db) => Promise<R>): Promise<R>;
  /**
   * Runs `fn` while holding the store-wide lock named `name` (an advisory lock on PostgreSQL, shared
   * by every process on the same database and schema), so that start-up steps never run twice at once.
   */
  withLock<R>(name: string, fn: () => Promise<R>): Promise<R>;
  /**
   * Calls `onChange` after every committed write to the catalogue tables, from any process (the
   * triggers of migration 003 notify), and also whenever such a notice may have been missed: once the
   * watch is set up and after the listening connection comes back. Returns a function that stops it.
   */
  watchCatalog(onChange: () => void): () => void;
  /** Closes the database. */
  close(): Promise<void>;
  /** Which engine answers: `pglite` (embedded) or `postgres` (a server). */
  readonly kind: 'pglite' | 'postgres';
  /** Whether this handle is a transaction's (given to the `transaction` callback). */
  readonly inTransaction: boolean;
}
