import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import type { Db } from '../../reference-server/src/db/database';
import { openDatabase } from '../../reference-server/src/db/open-database';
import { freePort } from '../support/free-port';
import { repoRoot } from '../support/repo-root';

// What the cluster suites share: a database of their own on the server of TEST_DATABASE_URL, and
// `npm run start:cluster`'s command (scripts/start-cluster.mjs) run as an operator runs it.

const ADMIN_URL = process.env.TEST_DATABASE_URL as string;

/** A fresh database, and a connection to it for the test's own reads and writes. */
export interface FreshDatabase {
  url: string;
  db: Db;
  /** Closes the connection and drops the database, whoever is still connected. */
  drop(): Promise<void>;
}

/** Creates a database named after `label`, this process and the time. */
export async function freshDatabase(label: string): Promise<FreshDatabase> {
  const name = `verstak_${label}_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ url: ADMIN_URL });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A running `start:cluster`. */
export interface ClusterRun {
  child: ChildProcess;
  /** nginx's origin, http://localhost:<port>. */
  lb: string;
  /** Each store process's origin, http://127.0.0.1:<port>, in the order it printed them. */
  stores: string[];
  pids: number[];
  /** The payment sandbox it started, when it did. */
  sandboxUrl: string | null;
  /** What it printed so far. */
  output(): string;
  /**
   * Stops whatever is left (afterAll; a test that stopped it has left nothing): SIGTERM first, so
   * the command stops nginx too, then SIGKILL for what is still there after 20 s.
   */
  stop(): Promise<void>;
}

/**
 * Runs `scripts/start-cluster.mjs --processes <processes>` on `databaseUrl` with `env` over this
 * process's environment (an `undefined` value removes a variable); resolves once it says it runs.
 */
export async function runClusterCommand(
  processes: number,
  databaseUrl: string,
  env: Record<string, string | undefined>,
): Promise<ClusterRun> {
  const port = await freePort();
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: '120',
  };
  delete merged.VERSTAK_PROCESSES;
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  const child = spawn(
    process.execPath,
    [resolve(repoRoot, 'scripts/start-cluster.mjs'), '--processes', String(processes)],
    { cwd: repoRoot, env: merged, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await vi.waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`The cluster ended:\n${output}`);
      if (!output.includes('Ctrl-C stops them all')) throw new Error('not running yet');
    },
    { timeout: 280_000, interval: 200 },
  );
  const stores = [...output.matchAll(/store \d+: (http:\/\/127\.0\.0\.1:\d+)\/ \(pid (\d+)\)/g)];
  const pids = stores.map((m) => Number(m[2]));
  return {
    child,
    lb: `http://localhost:${port}`,
    stores: stores.map((m) => m[1] as string),
    pids,
    sandboxUrl: /Payment sandbox [^:]*: (http:\/\/localhost:\d+)\//.exec(output)?.[1] ?? null,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const late = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(late);
      }
      for (const pid of pids)
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone, as it should be.
        }
    },
  };
}
