import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, SqlParam } from './database';

/** Where the database is. */
export interface DatabaseOptions {
  /** A PostgreSQL connection string; when set, the server is used instead of PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; in memory when absent (tests). */
  dataDir?: string | undefined;
  /** A schema to work in on a PostgreSQL server (tests isolate runs this way). */
  schema?: string | undefined;
}

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

function pgliteDb(client: Queryable, root: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await client.query<T>(sql, params as unknown[])).rows;
    },
    async exec(sql) {
      await client.exec(sql);
    },
    transaction: (fn) => root.transaction((tx) => fn(pgliteDb(tx, root))),
    close: () => root.close(),
  };
}

function postgresDb(pool: pg.Pool, client?: pg.PoolClient): Db {
  const runner = client ?? pool;
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await runner.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql) {
      await runner.query(sql);
    },
    async transaction(fn) {
      if (client) return fn(postgresDb(pool, client));
      const tx = await pool.connect();
      try {
        await tx.query('BEGIN');
        const result = await fn(postgresDb(pool, tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK');
        throw error;
      } finally {
        tx.release();
      }
    },
    close: () => pool.end(),
  };
}

// int8 and numeric arrive as strings from node-postgres; the catalogue's values fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

/** Opens the database: PostgreSQL at `url`, else PGlite in `dataDir`, else PGlite in memory. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<Db> {
  if (options.url) {
    const schema = options.schema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
      throw new Error(`Invalid schema name: ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 8,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    return postgresDb(pool);
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await db.waitReady;
  // numeric comes back as text from PGlite too; parse it once here.
  return pgliteDb(db, db);
}
