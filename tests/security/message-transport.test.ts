import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// The API process as `verstak-server` runs it, from the sources: in production mode it must not
// start without a way to send SMS and e-mail (codes would go nowhere).
const MAIN = resolve(repoRoot, 'reference-server/src/main.ts');
const TSX = pathToFileURL(resolve(repoRoot, 'node_modules/tsx/dist/esm/index.mjs')).href;
const folder = mkdtempSync(join(tmpdir(), 'verstak-messages-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(env: Record<string, string | undefined>) {
  const { MESSAGE_TRANSPORT: _t, MESSAGE_WEBHOOK_URL: _u, ...rest } = process.env;
  const child = spawn(process.execPath, ['--conditions=@verstak/source', '--import', TSX, MAIN], {
    cwd: folder,
    env: { ...rest, PORT: '0', DATA_DIR: ':memory:', SEED_PRODUCTS: '20', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; stderr: string }>((done) =>
    child.once('exit', (code) => done({ code, stderr })),
  );
}

describe('the API process and its message transport', () => {
  it('refuses to start in production mode without MESSAGE_TRANSPORT, in one clear line', async () => {
    const { code, stderr } = await run({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      'Verstak API could not start: MESSAGE_TRANSPORT is not set: in production SMS and e-mail need a provider (MESSAGE_TRANSPORT=webhook with MESSAGE_WEBHOOK_URL), or MESSAGE_TRANSPORT=outbox to keep them in the database',
    ]);
  });

  it('refuses a webhook transport without its URL', async () => {
    const { code, stderr } = await run({ NODE_ENV: 'production', MESSAGE_TRANSPORT: 'webhook' });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Verstak API could not start: MESSAGE_TRANSPORT=webhook needs MESSAGE_WEBHOOK_URL, an http(s) URL of the gateway',
    );
  });
});
