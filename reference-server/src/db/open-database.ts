import { mkdirSync } from 'node:fs';
import { processLog } from '../log/log-writer';
import type { Db } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';
import { lockDataDir } from './store-lock';

/** Where the database is, and how long to wait for it. */
export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the server is used instead of PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; in memory when absent or `:memory:` (tests, throwaway stores). */
  dataDir?: string | undefined;
  /** A schema to work in on a PostgreSQL server (tests isolate runs this way). */
  schema?: string | undefined;
  /** PostgreSQL: milliseconds to wait for a connection (and for the first answer); 5,000 by default. */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: milliseconds a statement may run, 0 for no limit; 30,000 by default. */
  statementTimeoutMs?: number | undefined;
  /** PostgreSQL: connections in the pool; 8 by default. */
  poolSize?: number | undefined;
  /** Where one-line notes about lost and restored connections go; the process's log by default. */
  onWarning?: ((message: string) => void) | undefined;
}

/** The `dataDir` that means "in memory, keep nothing", as in `DATA_DIR=:memory:`. */
export const IN_MEMORY = ':memory:';

/**
 * Opens the database: PostgreSQL at `url`, else PGlite in `dataDir`, else PGlite in memory.
 * A PGlite folder is locked to this process while open; a PostgreSQL server that does not answer
 * within the connect timeout fails with a DatabaseUnavailableError of one line.
 */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.url) {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`Invalid schema name: ${schema}`);
    return openPostgres({
      url: options.url,
      schema,
      connectTimeoutMs: options.connectTimeoutMs ?? 5000,
      statementTimeoutMs: options.statementTimeoutMs ?? 30_000,
      poolSize: options.poolSize ?? 8,
      onWarning: options.onWarning ?? ((message) => processLog.warn(message)),
    });
  }
  const dataDir = options.dataDir === IN_MEMORY || options.dataDir === '' ? undefined : options.dataDir;
  if (dataDir === undefined) return openPglite(undefined);
  // The lock (beside the folder) comes first, so a second process never touches a folder the first
  // is still initialising.
  const lock = lockDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir, lock);
}
