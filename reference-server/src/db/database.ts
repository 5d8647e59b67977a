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
  /** Closes the database. */
  close(): Promise<void>;
  /** Which engine answers: `pglite` (embedded) or `postgres` (a server). */
  readonly kind: 'pglite' | 'postgres';
}
