// The reference API the CLI suites talk to, and a way to run the built `verstak` binary against it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ServerType, serve } from '@hono/node-server';
import { createApi, type Db, migrate, openDatabase, seed } from '@verstak/server';

const execute = promisify(execFile);

/** The built CLI: the suites test what users run, so they need `npm run build` first. */
export const binary = fileURLToPath(new URL('../../cli/dist/index.js', import.meta.url));

/** What one run of the binary gave. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A seeded reference API on a free local port, with a session folder of its own. */
export interface CliServer {
  /** The API origin, `http://127.0.0.1:<port>`. */
  api: string;
  /** The Authorization header of every request the server got, in order. */
  authorizations: Array<string | null>;
  /** Runs `verstak` with `VERSTAK_API` pointing here and no developer's session; never throws. */
  verstak(args: readonly string[], env?: Record<string, string | undefined>): Promise<CliResult>;
  close(): Promise<void>;
}

/** Starts the reference API in process on PGlite in memory, seeded with `products` products. */
export async function startCliServer(products = 600): Promise<CliServer> {
  if (!existsSync(binary))
    throw new Error('cli/dist/index.js is missing: run `npm run build` first (npm test does)');
  const db: Db = await openDatabase({});
  await migrate(db);
  await seed(db, { products });
  const app = createApi({ db });
  const authorizations: Array<string | null> = [];
  const fetch = (request: Request) => {
    authorizations.push(request.headers.get('authorization'));
    return app.fetch(request);
  };
  let server: ServerType | undefined;
  const api = await new Promise<string>((done) => {
    server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      done(`http://127.0.0.1:${info.port}`),
    );
  });
  // A folder of its own for the CLI's session files, so no developer's session is read.
  const sessions = mkdtempSync(join(tmpdir(), 'verstak-cli-'));
  return {
    api,
    authorizations,
    async verstak(args, env = {}) {
      try {
        const { stdout, stderr } = await execute(process.execPath, [binary, ...args], {
          env: { ...process.env, VERSTAK_API: api, VERSTAK_SESSION: join(sessions, 'none.json'), ...env },
        });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const e = error as { code: number; stdout: string; stderr: string };
        return { code: e.code, stdout: e.stdout, stderr: e.stderr };
      }
    },
    async close() {
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
      await db.close();
      rmSync(sessions, { recursive: true, force: true });
    },
  };
}
