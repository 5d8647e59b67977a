// The reference API the CLI suites talk to, and a way to run the built `verstak` binary against it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import {
  createApi,
  type Db,
  migrate,
  NOTIFICATIONS_PATH,
  openDatabase,
  type RunningPaymentSandbox,
  seed,
  startPaymentSandbox,
} from '@verstak/server';

/** The built CLI: the suites test what users run, so they need `npm run build` first. */
export const binary = fileURLToPath(new URL('../../cli/dist/index.js', import.meta.url));

/** What one run of the binary gave. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built `verstak` with `env` over the suite's own environment and `stdin` as its input; never throws. */
export function runVerstak(
  args: readonly string[],
  env: Record<string, string | undefined>,
  stdin = '',
): Promise<CliResult> {
  return new Promise<CliResult>((done) => {
    const child = execFile(
      process.execPath,
      [binary, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        done({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin);
  });
}

/** A seeded reference API on a free local port, with a session folder of its own. */
export interface CliServer {
  /** The API origin, `http://127.0.0.1:<port>`. */
  api: string;
  /** The payment sandbox's origin, when started with `payments`. */
  sandbox?: string;
  /** The database, for checks a command's output cannot show (order events). */
  db: Db;
  /** The Authorization header of every request the server got, in order. */
  authorizations: Array<string | null>;
  /**
   * Runs `verstak` with `VERSTAK_API` pointing here and the server's own session file (never a
   * developer's), `stdin` as its input (a pipe, not a terminal); never throws.
   */
  verstak(
    args: readonly string[],
    env?: Record<string, string | undefined>,
    stdin?: string,
  ): Promise<CliResult>;
  /** The session file the runs share unless `VERSTAK_SESSION` is given. */
  sessionPath: string;
  /** Moves the server's clock forward (token expiry, locks, code lifetimes), never back. */
  advanceClock(ms: number): void;
  /** The server's clock, ms since the epoch: an in-process `run` shares it as `io.clock`. */
  now(): number;
  close(): Promise<void>;
}

/** Options of {@link startCliServer}. */
export interface CliServerOptions {
  /** Also start the payment sandbox on a port of its own and wire the API to it. */
  payments?: boolean;
}

/** The secret the API and the sandbox share in the CLI suites. */
const PAYMENT_SECRET = 'cli-suite-secret-0123456789';

/**
 * Starts the reference API in process on PGlite in memory, seeded with `products` products; with
 * `payments`, the payment sandbox too, as `npm start` runs them (a port each).
 */
export async function startCliServer(products = 600, options: CliServerOptions = {}): Promise<CliServer> {
  if (!existsSync(binary))
    throw new Error('cli/dist/index.js is missing: run `npm run build` first (npm test does)');
  const db: Db = await openDatabase({});
  await migrate(db);
  await seed(db, { products });
  // The server's clock: real time plus what the tests skip ahead, so expiry needs no sleeping.
  let skipped = 0;
  const clock = { now: () => Date.now() + skipped };
  let origin = '';
  let sandbox: RunningPaymentSandbox | undefined;
  if (options.payments)
    sandbox = await startPaymentSandbox({
      port: 0,
      secret: PAYMENT_SECRET,
      dataDir: ':memory:',
      // The provider shares the API's clock, so its signatures stay inside the API's time window.
      clock,
      log: () => {},
    });
  const app = createApi({
    db,
    clock,
    ...(sandbox
      ? {
          payments: {
            providerUrl: sandbox.url,
            secret: PAYMENT_SECRET,
            notifyUrl: () => `${origin}${NOTIFICATIONS_PATH}`,
          },
        }
      : {}),
  });
  const authorizations: Array<string | null> = [];
  // The connection goes along, as a real server passes it: the outbox answers only this machine.
  const fetch = (request: Request, bindings?: unknown) => {
    authorizations.push(request.headers.get('authorization'));
    return app.fetch(request, bindings);
  };
  let server: ServerType | undefined;
  const api = await new Promise<string>((done) => {
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done(`http://127.0.0.1:${info.port}`),
    );
  });
  origin = api;
  // A folder of its own for the CLI's session files, so no developer's session is read.
  const sessions = mkdtempSync(join(tmpdir(), 'verstak-cli-'));
  const sessionPath = join(sessions, 'session.json');
  return {
    api,
    ...(sandbox ? { sandbox: sandbox.url } : {}),
    db,
    authorizations,
    sessionPath,
    advanceClock(ms) {
      skipped += ms;
    },
    now: clock.now,
    verstak: (args, env = {}, stdin = '') =>
      runVerstak(args, { VERSTAK_API: api, VERSTAK_SESSION: sessionPath, ...env }, stdin),
    async close() {
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
      await sandbox?.close();
      await db.close();
      rmSync(sessions, { recursive: true, force: true });
    },
  };
}
