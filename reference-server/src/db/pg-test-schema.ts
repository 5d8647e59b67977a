// Helpers of the real-PostgreSQL tests: the server in TEST_DATABASE_URL, a schema per run.
import pg from 'pg';

/** The test server (the `postgres` vitest project exists only when it is set). */
export const TEST_URL = process.env.TEST_DATABASE_URL as string;

let runs = 0;

/** A schema name no other run uses. */
export function uniqueSchema(label: string): string {
  return `verstak_${label}_${process.pid}_${Date.now()}_${runs++}`;
}

/** Runs one statement on a connection of its own (an operator's psql, as it were). */
export async function asOperator<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: TEST_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every connection this store's processes hold on `schema` (idle ones only, when asked). */
export async function terminateBackends(schema: string, which: 'idle' | 'all'): Promise<number> {
  const rows = await asOperator<{ pid: number }>(
    `SELECT pg_terminate_backend(pid) AS pid FROM pg_stat_activity
     WHERE application_name = $1 AND pid <> pg_backend_pid() ${which === 'idle' ? "AND state = 'idle'" : ''}`,
    [`verstak/${schema}`],
  );
  return rows.length;
}
