import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { repoRoot } from '../support/repo-root';

// The API process as `verstak-server` runs it, from the sources (tsx), in a folder of its own.
const MAIN = resolve(repoRoot, 'reference-server/src/main.ts');
const TSX = pathToFileURL(resolve(repoRoot, 'node_modules/tsx/dist/esm/index.mjs')).href;

interface Run {
  child: ChildProcess;
  output(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verstak-startup-'));
  folders.push(dir);
  return dir;
}

function startApi(cwd: string, env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--conditions=@verstak/source', '--import', TSX, MAIN], {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      SEED_PRODUCTS: '40',
      NODE_ENV: 'production',
      MESSAGE_TRANSPORT: 'outbox',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => out, stderr: () => err, exited };
}

/** Resolves with the port once the process says it listens. */
async function listening(run: Run): Promise<number> {
  await vi.waitFor(
    () => {
      if (run.child.exitCode !== null) throw new Error(`exited: ${run.stderr()}`);
      expect(run.output()).toMatch(/Verstak API on http:\/\/localhost:\d+/);
    },
    { timeout: 90_000, interval: 100 },
  );
  return Number(/localhost:(\d+)/.exec(run.output())?.[1]);
}

/** The process's error output, which must be exactly one line. */
async function oneLineFailure(run: Run): Promise<string> {
  expect(await run.exited).toBe(1);
  const lines = run.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Each start compiles the sources and boots PGlite: slow on a busy machine, hence the long timeout.
describe('starting the API server', { timeout: 240_000 }, () => {
  it('keeps nothing with DATA_DIR=:memory:, and a port in use is one line', async () => {
    const cwd = folder();
    const first = startApi(cwd, { DATA_DIR: ':memory:' });
    const port = await listening(first);
    expect((await fetch(`http://localhost:${port}/api/v4/cities`)).status).toBe(200);
    expect(readdirSync(cwd)).toEqual([]);

    const second = startApi(cwd, { DATA_DIR: ':memory:', PORT: String(port) });
    expect(await oneLineFailure(second)).toBe(
      `Verstak API could not start: Port ${port} is already in use; stop what listens there or set PORT`,
    );
  });

  it('refuses a second process on the same PGlite folder with one line, and takes over a dead one’s lock', async () => {
    const cwd = folder();
    const first = startApi(cwd, { DATA_DIR: 'store' });
    await listening(first);
    const second = startApi(cwd, { DATA_DIR: 'store' });
    expect(await oneLineFailure(second)).toBe(
      `Verstak API could not start: The store in store is in use by process ${first.child.pid}; stop it or use another DATA_DIR`,
    );
    // A process that dies without closing leaves its lock behind; the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startApi(cwd, { DATA_DIR: 'store' });
    const port = await listening(third);
    expect((await fetch(`http://localhost:${port}/api/v4/cities`)).status).toBe(200);
  });

  it('fails at once with one line when PostgreSQL accepts the connection but never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = startApi(folder(), {
        DATABASE_URL: `postgres://verstak@127.0.0.1:${port}/verstak`,
        DATABASE_CONNECT_TIMEOUT_MS: '500',
      });
      expect(await oneLineFailure(run)).toBe(
        `Verstak API could not start: PostgreSQL at 127.0.0.1:${port}/verstak did not answer within 500 ms`,
      );
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => silent.close(done));
    }
  });
});
