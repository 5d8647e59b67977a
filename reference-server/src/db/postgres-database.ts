import pg from 'pg';
import { describeError } from '../log/describe-error';
import { CATALOG_CHANNEL } from './catalog-channel';
import type { Db, SqlParam } from './database';
import { DatabaseUnavailableError } from './database-unavailable';
import { parserOf } from './type-parsers';

/** How to reach a PostgreSQL server and how long to wait for it. */
export interface PostgresOptions {
  /** The connection string. */
  url: string;
  /** The schema to work in (created when missing); the server's default search_path otherwise. */
  schema?: string | undefined;
  /** Milliseconds to wait for a connection before giving up. */
  connectTimeoutMs: number;
  /** Milliseconds a statement may run; 0 for no limit (big seeds). */
  statementTimeoutMs: number;
  /** Connections in the pool. */
  poolSize: number;
  /** Where one-line notes about lost connections go. */
  onWarning: (message: string) => void;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format !== 'binary' && parserOf(oid)) ||
    pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** Where the server is, without the password, for messages. */
function describe(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the configured server';
  }
}

function clientConfig(options: PostgresOptions, statementTimeoutMs: number): pg.ClientConfig {
  return {
    connectionString: options.url,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // A server that stops answering mid-query (the statement timeout never fires there) is noticed
    // on this side a little after the server would have cancelled the statement itself.
    ...(statementTimeoutMs > 0
      ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2000 }
      : {}),
    // Named per schema, so an operator (or a fault test) can pick this store's connections out.
    application_name: options.schema ? `verstak/${options.schema}` : 'verstak',
    types,
    // `public` after the schema: extensions (pg_trgm, migration 015) exist once per database, there.
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  };
}

/** The connection that LISTENs for catalogue writes, reconnecting after it drops. */
function catalogListener(options: PostgresOptions, schema: string) {
  const handlers = new Set<() => void>();
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 100;
  let closed = false;
  let lastVersion: number | undefined;

  const notifyAll = () => {
    for (const handler of handlers) handler();
  };
  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 5000);
  };
  const connect = async () => {
    const c = new pg.Client(clientConfig(options, 0));
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === c) client = undefined;
      void c.end().catch(() => undefined);
      reconnectLater();
    };
    c.on('error', (error) => {
      if (!closed)
        options.onWarning(
          `Catalogue change listener lost its connection (${describeError(error)}); reconnecting`,
        );
      onLost();
    });
    c.on('end', onLost);
    c.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload === schema) notifyAll();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CATALOG_CHANNEL}`);
      delay = 100;
      // Notices sent while no one listened are lost: compare the version row instead, and drop
      // everything when it moved (or cannot be read).
      const [row] = (
        await c.query<{ version: number }>('SELECT version FROM catalog_version').catch(() => ({ rows: [] }))
      ).rows;
      const version = row?.version;
      if (version === undefined || version !== lastVersion) notifyAll();
      lastVersion = version;
    } catch {
      onLost();
    }
  };

  return {
    add(handler: () => void): () => void {
      handlers.add(handler);
      if (!client && !retry && !closed) void connect();
      // The first handler's gap is the connect above; later handlers may have missed notices already.
      else if (client) queueMicrotask(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

function postgresDb(
  pool: pg.Pool,
  options: PostgresOptions,
  listener: ReturnType<typeof catalogListener>,
  schema: string,
  client?: pg.PoolClient,
): Db {
  const runner = client ?? pool;
  return {
    kind: 'postgres',
    inTransaction: client !== undefined,
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      return (await runner.query(sql, params as unknown[])).rows as T[];
    },
    async exec(sql) {
      await runner.query(sql);
    },
    async transaction(fn) {
      if (client) return fn(postgresDb(pool, options, listener, schema, client));
      const tx = await pool.connect();
      // A checked-out client has no pool listener: without this, a connection dropped mid-transaction
      // would be an unhandled 'error' event and end the process.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      tx.on('error', onError);
      try {
        await tx.query('BEGIN');
        const result = await fn(postgresDb(pool, options, listener, schema, tx));
        await tx.query('COMMIT');
        return result;
      } catch (error) {
        await tx.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        // A broken connection is destroyed, not returned to the pool; it keeps the listener, since
        // its socket may still report errors while it closes.
        if (!broken) tx.off('error', onError);
        tx.release(broken);
      }
    },
    async withLock(name, fn) {
      // A connection of its own: the advisory lock belongs to a session, and waiting for it (while
      // another process seeds) must not count against the statement timeout.
      const lockClient = new pg.Client(clientConfig(options, 0));
      lockClient.on('error', () => undefined);
      await lockClient.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [`verstak:${schema}:${name}`]);
        return await fn();
      } finally {
        await lockClient.end().catch(() => undefined);
      }
    },
    watchCatalog: (onChange) => listener.add(onChange),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** Opens a pool on a PostgreSQL server and checks that it answers, within the connect timeout. */
export async function openPostgres(options: PostgresOptions): Promise<Db> {
  const where = describe(options.url);
  const pool = new pg.Pool({ ...clientConfig(options, options.statementTimeoutMs), max: options.poolSize });
  // An idle connection the server drops (a restart, pg_terminate_backend, a network blip) is an
  // 'error' event on the pool; unheard, it would end the process. The pool forgets that connection
  // and the next query opens a new one.
  pool.on('error', (error) =>
    options.onWarning(
      `PostgreSQL dropped an idle connection (${describeError(error)}); the next query reconnects`,
    ),
  );
  let schema: string;
  try {
    // The probe gets the connect timeout too: a server that accepts connections but never answers
    // must fail start-up quickly, not after the statement timeout.
    // (node-postgres reads `query_timeout` per query; its types do not list it.)
    const probe = (text: string) =>
      pool.query<{ schema: string }>({ text, query_timeout: options.connectTimeoutMs } as pg.QueryConfig);
    if (options.schema)
      await probe(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`).catch((error: { code?: string }) => {
        // Another process created it at the same moment (IF NOT EXISTS does not cover that race).
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      });
    const [row] = (await probe('SELECT current_schema() AS schema')).rows;
    schema = row?.schema ?? 'public';
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      /timeout/i.test(reason)
        ? `PostgreSQL at ${where} did not answer within ${options.connectTimeoutMs} ms`
        : `PostgreSQL at ${where} is not available: ${reason}`,
      { cause: error },
    );
  }
  return postgresDb(pool, options, catalogListener(options, schema), schema);
}
