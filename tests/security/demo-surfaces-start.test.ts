import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';
import { killStartedApis, startApi } from '../support/start-api';

// Issue 14 §1: a store configured to be reachable from outside (a non-local PUBLIC_ORIGIN,
// TRUST_PROXY) refuses to start with the demo surfaces switched on, or with the built-in payment
// sandbox, in one line; started without them, it has none.

const TSX = pathToFileURL(resolve(repoRoot, 'node_modules/tsx/dist/esm/index.mjs')).href;
const folder = mkdtempSync(join(tmpdir(), 'verstak-demo-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
afterEach(() => killStartedApis());

const SHOP = 'https://shop.example.ru';
const PROVIDER = { PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9', PAYMENT_NOTIFY_SECRET: 'a-shared-secret-0123' };

/**
 * Runs `script` with `env` over a clean environment: from the sources, or the built packages as
 * `npm start` does; its exit code and stderr.
 */
function run(script: string, env: Record<string, string>, sources = true) {
  const {
    PUBLIC_ORIGIN: _o,
    TRUST_PROXY: _t,
    DEMO_SURFACES: _d,
    MESSAGE_TRANSPORT: _m,
    PAYMENT_SANDBOX_URL: _u,
    PAYMENT_NOTIFY_SECRET: _s,
    ...rest
  } = process.env;
  const args = sources ? ['--conditions=@verstak/source', '--import', TSX, script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: folder,
    env: { ...rest, PORT: '0', DATA_DIR: ':memory:', SEED_PRODUCTS: '20', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<{ code: number | null; lines: string[] }>((done) =>
    child.once('exit', (code) => done({ code, lines: stderr.trim().split('\n') })),
  );
}
const api = (env: Record<string, string>) => run(resolve(repoRoot, 'reference-server/src/main.ts'), env);
// `npm start` runs the built packages (the storefront's sources need its build to load).
const store = (env: Record<string, string>) => run(resolve(repoRoot, 'scripts/start.mjs'), env, false);

const REFUSAL = (outside: string) =>
  `DEMO_SURFACES=on hands out login codes and sessions, so it is only for a local store, but ${outside} makes this one reachable from outside: unset DEMO_SURFACES (or set DEMO_SURFACES=off), or leave PUBLIC_ORIGIN local and TRUST_PROXY unset`;

describe('a store reachable from outside', () => {
  it('refuses the demo surfaces switched on, in one line (the API alone)', async () => {
    const origin = await api({
      DEMO_SURFACES: 'on',
      PUBLIC_ORIGIN: SHOP,
      MESSAGE_TRANSPORT: 'outbox',
      ...PROVIDER,
    });
    expect(origin).toEqual({
      code: 1,
      lines: [`Verstak API could not start: ${REFUSAL(`PUBLIC_ORIGIN=${SHOP}`)}`],
    });
    const proxy = await api({
      DEMO_SURFACES: 'on',
      TRUST_PROXY: '1',
      MESSAGE_TRANSPORT: 'outbox',
      ...PROVIDER,
    });
    expect(proxy).toEqual({ code: 1, lines: [`Verstak API could not start: ${REFUSAL('TRUST_PROXY=1')}`] });
  });

  it('refuses the demo surfaces switched on, in one line (npm start)', async () => {
    const answer = await store({ DEMO_SURFACES: 'on', PUBLIC_ORIGIN: SHOP, ...PROVIDER });
    expect(answer).toEqual({
      code: 1,
      lines: [`Verstak could not start: ${REFUSAL(`PUBLIC_ORIGIN=${SHOP}`)}`],
    });
  });

  it('refuses the built-in payment sandbox, in one line that names the provider settings', async () => {
    const answer = await api({ PUBLIC_ORIGIN: SHOP, MESSAGE_TRANSPORT: 'outbox' });
    expect(answer).toEqual({
      code: 1,
      lines: [
        `Verstak API could not start: PUBLIC_ORIGIN=${SHOP} makes this store reachable from outside, where the built-in payment sandbox would let anyone "pay": set PAYMENT_SANDBOX_URL and PAYMENT_NOTIFY_SECRET to the payment provider (docs/payments.md)`,
      ],
    });
    expect((await store({ TRUST_PROXY: '1', MESSAGE_TRANSPORT: 'outbox' })).lines[0]).toMatch(
      /^Verstak could not start: TRUST_PROXY=1 makes this store reachable from outside, where the built-in payment sandbox/,
    );
  });

  it('does not keep codes in an outbox unless told to (npm start in production)', async () => {
    const answer = await store({ PUBLIC_ORIGIN: SHOP, ...PROVIDER });
    expect(answer.code).toBe(1);
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatch(/^Verstak could not start: MESSAGE_TRANSPORT is not set/);
  });

  it('starts without the demo surfaces: the outbox and the sandbox answer 404 even on its own machine', async () => {
    const started = startApi({ PUBLIC_ORIGIN: SHOP, ...PROVIDER }, folder);
    const port = await started.listening();
    const base = `http://localhost:${port}`;
    for (const path of ['/api/v4/dev/outbox', '/sandbox/auth/vk?redirect_uri=%2F', '/sandbox/auth/'])
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    expect(started.output()).not.toContain('outbox');
    await started.stop();
  });
});
