import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ApiRun, killStartedApis, startApi } from '../support/start-api';

// Starting the API process as `verstak-server` runs it (support/start-api.ts), each in a folder of its own.

const folders: string[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'verstak-startup-'));
  folders.push(dir);
  return dir;
}

/** The process's error output, which must be exactly one line. */
async function oneLineFailure(run: ApiRun): Promise<string> {
  expect(await run.exited).toBe(1);
  const lines = run.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

afterEach(killStartedApis);
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Each start compiles the sources and boots PGlite: slow on a busy machine, hence the long timeout.
describe('starting the API server', { timeout: 240_000 }, () => {
  it('keeps nothing with DATA_DIR=:memory:, and a port in use is one line', async () => {
    const cwd = folder();
    const first = startApi({ DATA_DIR: ':memory:' }, cwd);
    const port = await first.listening();
    expect((await fetch(`http://localhost:${port}/api/v4/cities`)).status).toBe(200);
    expect(readdirSync(cwd)).toEqual([]);

    const second = startApi({ DATA_DIR: ':memory:', PORT: String(port) }, cwd);
    expect(await oneLineFailure(second)).toBe(
      `Verstak API could not start: Port ${port} is already in use; stop what listens there or set PORT`,
    );
  });

  it('refuses a second process on the same PGlite folder with one line, and takes over a dead one’s lock', async () => {
    const cwd = folder();
    const first = startApi({ DATA_DIR: 'store' }, cwd);
    await first.listening();
    const second = startApi({ DATA_DIR: 'store' }, cwd);
    expect(await oneLineFailure(second)).toBe(
      `Verstak API could not start: The store in store is in use by process ${first.child.pid}; stop it or use another DATA_DIR`,
    );
    // A process that dies without closing leaves its lock behind; the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startApi({ DATA_DIR: 'store' }, cwd);
    const port = await third.listening();
    expect((await fetch(`http://localhost:${port}/api/v4/cities`)).status).toBe(200);
  });

  it('fails at once with one line when PostgreSQL accepts the connection but never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const run = startApi(
        {
          DATABASE_URL: `postgres://verstak@127.0.0.1:${port}/verstak`,
          DATABASE_CONNECT_TIMEOUT_MS: '500',
        },
        folder(),
      );
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
